import type { AssetListItem, AssetType } from "@ignitest/contracts";
import useEmblaCarousel from "embla-carousel-react";
import { type ReactNode, useMemo } from "react";
import { useCarouselButtons } from "../hooks/use-carousel-buttons";
import { usePrefersReducedMotion } from "../hooks/use-prefers-reduced-motion";
import { AssetCard } from "./asset-card";
import { CarouselButton } from "./carousel-button";

/**
 * docs/product/blocks.md#carousel: "speed 500 ms". Embla's `duration` is not milliseconds: it
 * is the stiffness of a spring stepped at 60 fps (v8: velocity += distance /
 * duration, then × 0.68 friction). Simulated, 20 covers 99 % of a move in
 * about 480 ms without overshoot; the default 25 takes about 700 ms.
 */
export const CAROUSEL_DURATION = 20;

/** docs/product/blocks.md#carousel: two rows, so each slide is a column of two cards. */
const CARDS_PER_SLIDE = 2;

function toColumns(items: readonly AssetListItem[]): AssetListItem[][] {
  const columns: AssetListItem[][] = [];
  for (let index = 0; index < items.length; index += CARDS_PER_SLIDE) {
    columns.push(items.slice(index, index + CARDS_PER_SLIDE));
  }
  return columns;
}

type MostUsedCarouselProps = {
  items: readonly AssetListItem[];
  types: readonly AssetType[];
  label: string;
  /** The section's heading, laid out beside the Previous and Next buttons. */
  header?: ReactNode;
};

/**
 * The Most Used Assets carousel (docs/product/blocks.md#carousel): 4 slides a view
 * (3 under 1024 px, 2 under 600 px, 1 under 480 px), widths set in CSS so
 * Embla measures them; Previous disabled at the first slide, Next at the last.
 */
export function MostUsedCarousel({ items, types, label, header }: MostUsedCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const options = useMemo(
    () => ({ align: "start" as const, duration: reducedMotion ? 0 : CAROUSEL_DURATION }),
    [reducedMotion],
  );
  const [viewportRef, api] = useEmblaCarousel(options);
  const { canPrev, canNext, scrollPrev, scrollNext } = useCarouselButtons(api);
  const columns = toColumns(items);

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        {header}
        <div className="ml-auto flex gap-3">
          <CarouselButton direction="previous" disabled={!canPrev} onClick={scrollPrev} />
          <CarouselButton direction="next" disabled={!canNext} onClick={scrollNext} />
        </div>
      </div>
      <div ref={viewportRef} className="-m-2 mt-4 overflow-hidden p-2">
        <ul aria-label={label} className="-ml-5 flex touch-pan-y">
          {columns.map((column, index) => (
            <li
              key={column.map((card) => card.id).join("|")}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${columns.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-5 min-[480px]:basis-1/2 min-[600px]:basis-1/3 lg:basis-1/4"
            >
              <div className="grid h-full grid-rows-2 gap-5">
                {column.map((card) => (
                  <AssetCard key={card.id} card={card} types={types} showType />
                ))}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
