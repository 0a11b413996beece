import { useId, useState } from "react";
import { DeferredPopover } from "~/components/ui/deferred-popover";
import type { LoginRecord } from "~/features/account";
import { signOut } from "~/features/account";
import { header as words } from "../../../../../content/pages/site-chrome";
import { panel } from "./header-styles";

/** The name shown for the user: the name, else the user name (e-mail). */
function displayNameOf(record: LoginRecord): string {
  return record.name?.trim() || record.userName?.trim() || words.yourAccount;
}

/** The first letter of the display name, upper-cased, for the profile circle. */
function initialOf(record: LoginRecord): string {
  return (Array.from(displayNameOf(record))[0] ?? "?").toUpperCase();
}

/**
 * The signed-in profile circle and its popup with the name, the user name
 * (e-mail) and Sign Out (docs/product/pages-and-routes.md#profile-menu). A failed sign-out changes nothing
 * visible (docs/product/flows.md#sign-out), so the button simply becomes usable again.
 */
export function ProfileMenu({ record }: { record: LoginRecord }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const name = displayNameOf(record);

  async function handleSignOut() {
    setBusy(true);
    const done = await signOut(record);
    if (!done) setBusy(false);
  }

  return (
    <DeferredPopover
      open={open}
      onOpenChange={setOpen}
      trigger={{
        "aria-label": `${name}: account menu`,
        className:
          "inline-flex size-9 items-center justify-center rounded-full bg-white text-base font-bold text-ink-900 ring-2 ring-white/60 transition hover:ring-white focus-visible:outline-white",
        children: initialOf(record),
      }}
      labelledBy={titleId}
      panelClassName={`${panel} z-[60] w-72 p-4`}
    >
      <p id={titleId} className="font-semibold text-slate-900">
        {name}
      </p>
      {record.userName ? <p className="mt-0.5 break-all text-sm text-slate-600">{record.userName}</p> : null}
      <button
        type="button"
        onClick={handleSignOut}
        disabled={busy}
        aria-busy={busy}
        className="btn btn-secondary mt-4 w-full disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? words.signingOut : words.signOut}
      </button>
    </DeferredPopover>
  );
}
