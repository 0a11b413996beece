import { type RefObject, useEffect, useState } from "react";
import { type Corner, findFreeSpot, measureObstacles, type Size, type Spot } from "./placement";

/**
 * The rule the two timed prompts (the demo prompt and the footer's chat
 * popup) share to stay out of the way (docs/decisions/063 and its issue-30
 * amendment): each is a small chip that sits in the free spot nearest its
 * bottom corner, covering no link, button or form field and not the other
 * prompt; the spot is found again as the visitor scrolls, resizes or the page
 * grows. Where the prompts belong at all is ./eligibility.ts.
 */
export function usePromptSpot(
  active: boolean,
  corner: Corner,
  size: Size,
  self: RefObject<HTMLElement | null>,
): Spot | null {
  const [spot, setSpot] = useState<Spot | null>(null);
  const { width, height } = size;
  useEffect(() => {
    if (!active) {
      setSpot(null);
      return;
    }
    let frame = 0;
    const place = () => {
      const next = findFreeSpot(
        { width: window.innerWidth, height: window.innerHeight },
        { width, height },
        measureObstacles(self.current),
        corner,
      );
      setSpot((current) =>
        current && next && current.left === next.left && current.top === next.top ? current : next,
      );
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const grows = typeof ResizeObserver === "function" ? new ResizeObserver(schedule) : null;
    grows?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      grows?.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [active, corner, width, height, self]);
  return spot;
}
