import type { AssetDetail, AssetTypeName } from "@ignitest/contracts";
import { type ReactNode, useId, useState } from "react";
import { getAssetDetail } from "../api/get-asset-detail";
import { useRemoteData } from "../hooks/use-remote-data";
import { EmptyState } from "./empty-state";

type AssetDetailDisclosureProps = {
  id: string;
  type: Exclude<AssetTypeName, "Nlps">;
  /** The button's words when closed, e.g. "Show locators"; "Hide …" when open. */
  subject: string;
  children: (detail: AssetDetail) => ReactNode;
};

/**
 * A button that reveals more about one element or step group, loading it
 * from details/by-id the first time it opens (most visitors never open most
 * items, so the list does not fetch them all).
 */
export function AssetDetailDisclosure({ id, type, subject, children }: AssetDetailDisclosureProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const regionId = useId();
  const { data, loading } = useRemoteData(requested ? `${type}|${id}` : null, (signal) =>
    getAssetDetail({ id, type }, signal),
  );
  let body: ReactNode = null;
  if (loading) body = <p role="status">Loading {subject}…</p>;
  else if (data) body = children(data);
  else if (requested) body = <EmptyState />;

  return (
    <div className="relative z-10 mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => {
          setRequested(true);
          setOpen((current) => !current);
        }}
        className="text-sm font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900"
      >
        {open ? `Hide ${subject}` : `Show ${subject}`}
      </button>
      <div id={regionId} hidden={!open} className="mt-3 text-sm text-slate-700">
        {body}
      </div>
    </div>
  );
}
