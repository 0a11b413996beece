import { data } from "react-router";
import { loadBlog } from "~/features/blog/content.server";
import type { Route } from "./+types/article-body[.]json";

/** /blogs/<slug>/body.json: the article's body for a client navigation (lib/body-fragment.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  const { bySlug } = await loadBlog();
  const article = bySlug.get(params.slug);
  if (!article) throw data(`No blog article ${params.slug}`, { status: 404 });
  return Response.json({ html: article.html });
}
