import * as Dialog from "@radix-ui/react-dialog";
import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useRef, useState } from "react";
import { legalDialog as words } from "../../../../../content/pages/legal-dialog";
import { type LegalDocId, type LegalText, type LegalTexts, legalDocuments, loadLegalTexts } from "./legal-texts";

type LegalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: LegalDocId;
  onTabChange: (tab: LegalDocId) => void;
};

/** One modal dialog, one tab a document; opening from a footer link selects that link's tab. */
export function LegalDialog({ open, onOpenChange, tab, onTabChange }: LegalDialogProps) {
  const [texts, setTexts] = useState<LegalTexts | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Opened by buttons, not a Dialog.Trigger, so Radix has no trigger to send focus back to.
  const opener = useRef<HTMLElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load after a failure.
  useEffect(() => {
    if (!open || texts) return;
    let canceled = false;
    setFailed(false);
    loadLegalTexts().then(
      (loaded) => !canceled && setTexts(loaded),
      () => !canceled && setFailed(true),
    );
    return () => {
      canceled = true;
    };
  }, [open, texts, attempt]);

  const selectTab = (value: string) => {
    const doc = legalDocuments.find((candidate) => candidate.id === value);
    if (doc) onTabChange(doc.id);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[min(85vh,52rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white text-slate-900 shadow-2xl"
        >
          <div className="flex shrink-0 items-center justify-between gap-4 px-6 pt-5">
            <Dialog.Title className="text-lg font-bold">{words.title}</Dialog.Title>
            <Dialog.Close
              aria-label={words.close}
              className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Tabs.Root value={tab} onValueChange={selectTab} className="flex min-h-0 flex-1 flex-col">
            <Tabs.List
              aria-label={words.tabsLabel}
              className="flex shrink-0 gap-1 overflow-x-auto border-b border-slate-200 px-3 sm:px-4"
            >
              {legalDocuments.map((doc) => (
                <Tabs.Trigger
                  key={doc.id}
                  value={doc.id}
                  className="-mb-px shrink-0 border-b-2 border-transparent px-2 py-3 sm:px-3 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-ink-900"
                >
                  {doc.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {legalDocuments.map((doc) => (
              <Tabs.Content key={doc.id} value={doc.id} className="min-h-0 flex-1 overflow-y-auto px-6 py-5">
                {texts ? (
                  <LegalArticle text={texts[doc.id]} />
                ) : failed ? (
                  <p role="alert" className="text-slate-700">
                    {words.failedBefore}{" "}
                    <button type="button" className="link" onClick={() => setAttempt((n) => n + 1)}>
                      {words.retry}
                    </button>
                    {words.failedAfter}
                  </p>
                ) : (
                  <p role="status" className="text-slate-600">
                    {words.loading}
                  </p>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** "2024-08-06" as "06/08/2024", the form the privacy policy body uses (docs/product/texts.md#legal). */
function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}

function LegalArticle({ text }: { text: LegalText }) {
  // A body that opens with its own "Last updated:" line (as the privacy policy once did) is not told twice.
  const date = /^\s*<p>Last updated:/.test(text.html) ? null : text.lastUpdated;
  return (
    <article>
      <h3 className="text-2xl font-bold tracking-tight">{text.title}</h3>
      {date ? (
        <p className="mt-1 text-sm text-slate-600">
          Last updated: <time dateTime={date}>{formatDate(date)}</time>
        </p>
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML rendered at build time from our own content/legal markdown. */}
      <div className="prose-legal" dangerouslySetInnerHTML={{ __html: text.html }} />
    </article>
  );
}

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
    </svg>
  );
}
