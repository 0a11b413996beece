import type { CertificateView } from "@ignitest/contracts";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { AcademyApiError } from "../api/academy-request";
import { certificatePdfUrl, getCertificate } from "../api/exam-calls";
import { academyPath } from "../catalogue";
import { formatDay } from "./format-day";

type Loaded =
  | { state: "loading" }
  | { state: "found"; certificate: CertificateView }
  | { state: "missing" }
  | { state: "failed"; message: string };

const statusLabel: Record<CertificateView["status"], { text: string; style: string }> = {
  valid: { text: "Valid", style: "bg-green-100 text-green-800" },
  expired: { text: "Expired", style: "bg-slate-200 text-slate-800" },
  revoked: { text: "Revoked", style: "bg-red-100 text-red-800" },
};

/** The public verification of one certificate: who holds it, what, since when, until when, and whether it stands. */
export function CertificateScreen({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setLoaded({ state: "loading" });
    getCertificate(id)
      .then((certificate) => setLoaded({ state: "found", certificate }))
      .catch((error: unknown) => {
        if (error instanceof AcademyApiError && (error.status === 404 || error.status === 400)) {
          setLoaded({ state: "missing" });
        } else {
          setLoaded({ state: "failed", message: error instanceof Error ? error.message : String(error) });
        }
      });
  }, [id]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="container-page py-10">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-800">
        <Link to={academyPath} className="hover:underline">
          Academy
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Certificate verification</h1>
      <div className="mt-8 max-w-2xl" aria-live="polite">
        {loaded.state === "loading" ? <p className="text-slate-700">Checking the certificate…</p> : null}
        {loaded.state === "missing" ? (
          <p className="text-lg text-slate-800">
            No certificate has the id <code className="font-mono">{id}</code>. Check the link you were given.
          </p>
        ) : null}
        {loaded.state === "failed" ? (
          <p role="alert" className="text-red-800">
            {loaded.message}
          </p>
        ) : null}
        {loaded.state === "found" ? (
          <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold text-slate-600">Holder</dt>
              <dd className="text-xl font-bold text-slate-900">{loaded.certificate.holderName}</dd>
              <dt className="font-semibold text-slate-600">Certification</dt>
              <dd className="text-slate-900">{loaded.certificate.certification}</dd>
              <dt className="font-semibold text-slate-600">Issued</dt>
              <dd className="text-slate-900">{formatDay(loaded.certificate.issuedAt)}</dd>
              <dt className="font-semibold text-slate-600">Expires</dt>
              <dd className="text-slate-900">{formatDay(loaded.certificate.expiresAt)}</dd>
              <dt className="font-semibold text-slate-600">Status</dt>
              <dd>
                <span
                  className={`rounded-full px-3 py-0.5 text-sm font-semibold ${statusLabel[loaded.certificate.status].style}`}
                >
                  {statusLabel[loaded.certificate.status].text}
                </span>
              </dd>
              <dt className="font-semibold text-slate-600">Certificate ID</dt>
              <dd className="font-mono text-slate-900">{loaded.certificate.id}</dd>
            </dl>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <a href={certificatePdfUrl(loaded.certificate.id)} download className="btn btn-primary">
                Download PDF
              </a>
              <button type="button" className="btn btn-secondary" onClick={() => void copyLink()}>
                Copy share link
              </button>
              <span role="status" className="text-sm text-slate-700">
                {copied ? "Link copied" : ""}
              </span>
            </div>
          </article>
        ) : null}
      </div>
    </div>
  );
}
