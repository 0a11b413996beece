import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";

type EmblaApi = UseEmblaCarouselType[1];

/**
 * Previous and Next for an Embla carousel (docs/product/blocks.md#carousel): Previous is
 * disabled at the first slide and Next at the last. Embla reports both on
 * every `select` (a new target slide) and `reInit` (resize, new slides).
 */
export function useCarouselButtons(api: EmblaApi) {
  const [state, setState] = useState({ canPrev: false, canNext: false });

  useEffect(() => {
    if (!api) return;
    const update = () => setState({ canPrev: api.canScrollPrev(), canNext: api.canScrollNext() });
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);
  return { ...state, scrollPrev, scrollNext };
}
