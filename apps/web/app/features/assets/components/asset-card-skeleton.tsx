/** A grey card the size of an AssetCard, shown while a list loads (docs/product/blocks.md#skeletons). */
export function AssetCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full min-h-52 flex-col rounded-xl border border-slate-200 bg-white p-5">
      <div className="size-11 animate-pulse rounded-lg bg-slate-200" />
      <div className="mt-4 h-5 w-3/4 animate-pulse rounded bg-slate-200" />
      <div className="mt-3 h-3.5 w-full animate-pulse rounded bg-slate-100" />
      <div className="mt-2 h-3.5 w-5/6 animate-pulse rounded bg-slate-100" />
      <div className="mt-auto h-4 w-36 animate-pulse rounded bg-slate-200" />
      <div className="mt-2 h-3.5 w-16 animate-pulse rounded bg-slate-100" />
    </div>
  );
}

type SkeletonGridProps = { count: number; label: string; className?: string };

/** `count` skeleton cards, announced once as loading. */
export function AssetCardSkeletonGrid({ count, label, className = "" }: SkeletonGridProps) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
        <AssetCardSkeleton key={index} />
      ))}
    </div>
  );
}
