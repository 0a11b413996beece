import type { CoverMotif } from "../taxonomy";

type BlogCoverProps = { motif: CoverMotif; className?: string; eager?: boolean };

/** The article's cover illustration: decorative (alt=""), sized so the layout never shifts. */
export function BlogCover({ motif, className, eager = false }: BlogCoverProps) {
  return (
    <img
      src={`/blog-covers/${motif}.svg`}
      alt=""
      width={1200}
      height={630}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`aspect-[40/21] w-full object-cover ${className ?? ""}`}
    />
  );
}
