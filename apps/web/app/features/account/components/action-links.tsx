import { Link } from "react-router";

export type ActionLink = { to: string; label: string; primary?: boolean };

/** The next steps under a status message: one primary button, the rest secondary. */
export function ActionLinks({ links }: { links: readonly ActionLink[] }) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={`btn ${link.primary ? "btn-primary" : "btn-secondary"}`}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}

/** "We sent it to …": the address a mail went to, when the previous step passed it on. */
export function SentTo({ email }: { email: string | undefined }) {
  if (!email) return null;
  return (
    <p className="text-slate-800">
      We sent it to <strong className="break-all">{email}</strong>.
    </p>
  );
}
