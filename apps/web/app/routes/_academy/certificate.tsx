import { site } from "@ignitest/contracts";
import { useParams } from "react-router";
import { CertificateScreen } from "~/features/academy/certificates/certificate-screen";

/**
 * /{brand}-academy/certificates/:id, the public verification page (issue 13).
 * Not prerendered: the site server answers the app shell with 200 for an id
 * it finds and 404 otherwise (decision 051); the page then reads the
 * certificate from the API. Never indexed.
 */
export function meta() {
  return [
    { title: `Certificate verification | ${site.name} Academy` },
    {
      name: "description",
      content: `Check a ${site.name} Academy certificate: holder, issue date, expiry and status.`,
    },
    { name: "robots", content: "noindex" },
  ];
}

export default function Certificate() {
  const { id = "" } = useParams();
  return <CertificateScreen key={id} id={id} />;
}
