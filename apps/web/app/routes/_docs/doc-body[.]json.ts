import { data } from "react-router";
import { loadDocs } from "~/features/docs/content.server";
import { docPath } from "~/features/docs/navigation";
import type { Route } from "./+types/doc-body[.]json";

/** /docs/<section>/<page>/body.json: the page's body for a client navigation (lib/body-fragment.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  const { byPath } = await loadDocs();
  const page = byPath.get(docPath(params.section, params.page));
  if (!page) throw data(`No docs page ${params.section}/${params.page}`, { status: 404 });
  return Response.json({ html: page.html });
}
