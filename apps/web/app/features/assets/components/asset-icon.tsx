import type { AssetTypeName } from "@ignitest/contracts";

type AssetIconProps = { typeName: AssetTypeName | null; iconS3Path?: string | null };

const tileClass = {
  Nlps: "bg-ink-50 text-ink-700",
  Elements: "bg-emerald-50 text-emerald-700",
  StepGroups: "bg-brand-50 text-brand-700",
} as const;

/** Simple line drawings per type: a step sentence, a targeted control, stacked steps. */
const paths: Record<AssetTypeName, string> = {
  Nlps: "M4 6h16M4 12h10M4 18h13",
  Elements: "M4 4h11v11H4zM14 14l6 6M17 20h3v-3",
  StepGroups: "M4 5h7v4H4zM9 10v3h6M13 13h7v4h-7zM17 17v2",
};

/**
 * A card's icon tile. A card that names its own icon (iconS3Path, e.g. the
 * Excel NLPs) shows that; every other card shows its type's drawing.
 * Decorative: the card's title says what it is.
 */
export function AssetIcon({ typeName, iconS3Path }: AssetIconProps) {
  if (iconS3Path) {
    return (
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-slate-50 ring-1 ring-slate-200">
        <img src={iconS3Path} alt="" width={28} height={28} loading="lazy" className="size-7" />
      </span>
    );
  }
  const tone = typeName ? tileClass[typeName] : "bg-slate-100 text-slate-600";
  return (
    <span className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${tone}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6 fill-none stroke-current"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={paths[typeName ?? "Nlps"]} />
      </svg>
    </span>
  );
}
