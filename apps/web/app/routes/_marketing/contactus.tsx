import { useSearchParams } from "react-router";
import { ContactForm } from "~/features/forms/components/contact-form";
import { FormPageLayout } from "~/features/forms/components/form-page-layout";
import { recordingRequestMessage } from "~/features/webinars/webinar-requests";
import { useHydrated } from "~/lib/use-hydrated";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/contactus";

export async function loader() {
  const page = pageCopy("/contactus");
  if (!page) throw new Error("content/pages has no copy for /contactus");
  return { page };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function ContactUs({ loaderData: { page } }: Route.ComponentProps) {
  const [search] = useSearchParams();
  // Prerendered without a query: a past webinar's "Request the recording" (?recording=<id>) is read once hydrated.
  const hydrated = useHydrated();
  const message = hydrated ? recordingRequestMessage(search) : null;
  return (
    <FormPageLayout
      page={page}
      formTitle="Send us a message"
      formIntro="Pick the topic that fits best and the right team will answer, usually within one business day."
    >
      {/* A new key re-mounts the uncontrolled form, so the pre-filled defaults apply. */}
      <ContactForm key={message ? "prefilled" : "blank"} prefill={message ? { topic: "Other", message } : null} />
    </FormPageLayout>
  );
}
