import type { CertificateView } from "@ignitest/contracts";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { getMyCertificates } from "../api/exam-calls";
import { certificatePagePath } from "./certificate-paths";
import { formatDay } from "./format-day";

/**
 * The signed-in learner's certificates on the academy home. Loaded lazily
 * (it brings the contracts' schemas), and only for a signed-in learner.
 */
export default function MyCertificates() {
  const [certificates, setCertificates] = useState<CertificateView[] | undefined>();
  useEffect(() => {
    getMyCertificates()
      .then((list) => setCertificates(list.certificates))
      .catch(() => setCertificates([]));
  }, []);
  if (!certificates || certificates.length === 0) return null;
  return (
    <section aria-labelledby="my-certificates" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="my-certificates" className="text-xl font-bold text-slate-900">
        Your certificates
      </h2>
      <ul className="mt-3 space-y-2">
        {certificates.map((certificate) => (
          <li key={certificate.id} className="text-slate-700">
            <Link to={certificatePagePath(certificate.id)} className="link font-semibold">
              {certificate.certification}
            </Link>{" "}
            issued {formatDay(certificate.issuedAt)},{" "}
            {certificate.status === "valid" ? `valid until ${formatDay(certificate.expiresAt)}` : certificate.status}
          </li>
        ))}
      </ul>
    </section>
  );
}
