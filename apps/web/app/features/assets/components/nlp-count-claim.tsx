import { formatNumber } from "~/lib/format-number";

type NlpCountClaimProps = { count: number | null };

/**
 * The claim of docs/product/texts.md#claims, "over 700 predefined NLPs", with the catalogue's
 * live count beside it once loaded. The live line keeps its height while
 * loading so nothing below shifts when it appears.
 */
export function NlpCountClaim({ count }: NlpCountClaimProps) {
  return (
    <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">Platform assets</p>
      <p className="mt-2 flex flex-col">
        <strong className="text-5xl font-extrabold tracking-tight text-white">700+</strong>
        <span className="mt-1 text-lg font-medium text-ink-100">Over 700 predefined NLPs</span>
      </p>
      <p aria-live="polite" className="mt-4 min-h-6 text-base text-white">
        {count === null ? null : (
          <>
            <span className="mr-2 inline-block size-2 rounded-full bg-emerald-400 align-middle" aria-hidden="true" />
            Live count: <strong data-testid="nlp-live-count">{formatNumber(count)}</strong> predefined NLPs
          </>
        )}
      </p>
    </div>
  );
}
