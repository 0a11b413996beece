import { useSearchParams } from "react-router";
import { DemoRequestForm } from "~/features/forms/components/demo-request-form";
import { FormPageLayout } from "~/features/forms/components/form-page-layout";
import { demoPrefillFrom } from "~/features/forms/demo-prefill";
import { registrationMessage } from "~/features/webinars/webinar-requests";
import { useHydrated } from "~/lib/use-hydrated";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/schedule-demo";

export async function loader() {
  const page = pageCopy("/schedule-demo");
  if (!page) throw new Error("content/pages has no copy for /schedule-demo");
  return { page };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function ScheduleDemo({ loaderData: { page } }: Route.ComponentProps) {
  const [search] = useSearchParams();
  // The page is prerendered without a query: read the calculator's numbers, or the webinar a visitor
  // registers for (?webinar=<id>), once the browser has it.
  const hydrated = useHydrated();
  const webinar = hydrated ? registrationMessage(search) : null;
  const prefill = hydrated ? (demoPrefillFrom(search) ?? (webinar ? { message: webinar, products: [] } : null)) : null;
  return (
    <FormPageLayout
      page={page}
      formTitle="Request your demo"
      formIntro="Tell us about your team and pick a time that suits you. We confirm the slot by e-mail within one business day."
    >
      {/* A new key re-mounts the uncontrolled form, so the pre-filled defaults apply. */}
      <DemoRequestForm key={prefill ? "prefilled" : "blank"} prefill={prefill} />
    </FormPageLayout>
  );
}
