import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { CustomerLogo } from "~/components/blocks/customer-logo";
import { type Customer, customers as siteCustomers } from "~/lib/customers";
import { logoStrip } from "../../../../../../content/pages/home";

export type StripCustomer = Pick<Customer, "name" | "logo">;

/** docs/product/blocks.md#logo-strip: the strip's list repeats to at least 1000 items. */
export const LOGO_STRIP_MIN_ITEMS = 1000;
/** Only this many items of the list are in the DOM at a time (plus one entering). */
export const LOGO_STRIP_WINDOW = 16;
export const LOGO_STRIP_STEP_MS = 2500;
const SLIDE_MS = 600;

/** The list repeated whole, in order, until it holds at least `min` items. */
export function repeatToAtLeast<T>(items: readonly T[], min: number): T[] {
  if (items.length === 0) return [];
  const times = Math.max(1, Math.ceil(min / items.length));
  return Array.from({ length: times }, () => [...items]).flat();
}

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
function prefersReducedMotion() {
  return typeof window.matchMedia === "function" && window.matchMedia(reducedMotionQuery).matches;
}

/** The customer-logo strip: a 1000-item list, of which a small window slides past one logo every 2.5 s. */
export function LogoStrip({ customers = siteCustomers }: { customers?: readonly StripCustomer[] }) {
  const titleId = useId();
  const source = useMemo(() => repeatToAtLeast(customers, LOGO_STRIP_MIN_ITEMS), [customers]);
  const [offset, setOffset] = useState(0);
  // The distance of the current slide in px (the leaving logo's width), or null between slides.
  const [slideBy, setSlideBy] = useState<number | null>(null);
  const sliding = slideBy !== null;
  const track = useRef<HTMLDivElement>(null);
  // null until the visitor chooses; then their choice wins over the reduced-motion default.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const paused = userPaused ?? reducedMotion;
  // Hover and focus pause only until the visitor chooses, so pressing Play never appears to do nothing.
  const held = (hovered || focused) && userPaused === null;
  const running = !paused && !held && source.length > 0;

  useEffect(() => {
    if (!running) return;
    let slideEnd: ReturnType<typeof setTimeout> | undefined;
    const advance = () => {
      slideEnd = undefined;
      setOffset((current) => (current + 1) % source.length);
      setSlideBy(null);
    };
    const timer = setInterval(() => {
      // Each cell is as wide as its logo (so logos never overlap): the slide moves by the first cell's width.
      setSlideBy(track.current?.firstElementChild?.getBoundingClientRect().width ?? 0);
      slideEnd = setTimeout(advance, SLIDE_MS);
    }, LOGO_STRIP_STEP_MS);
    return () => {
      clearInterval(timer);
      if (slideEnd !== undefined) {
        clearTimeout(slideEnd);
        advance();
      }
    };
  }, [running, source.length]);

  const windowItems = Array.from({ length: Math.min(LOGO_STRIP_WINDOW + 1, source.length) }, (_, k) => ({
    key: offset + k,
    logo: source[(offset + k) % source.length],
  }));

  return (
    <section
      aria-labelledby={titleId}
      className="container-page py-12 sm:py-16"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <h2 id={titleId} className="text-center text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        Helping Leading Brands Release Software Faster
      </h2>
      <ul className="sr-only">
        {customers.map((customer) => (
          <li key={customer.name}>{customer.name}</li>
        ))}
      </ul>
      <div className="mt-8 flex items-center gap-3">
        <div className="min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]">
          <div
            ref={track}
            aria-hidden="true"
            data-testid="logo-track"
            className={`flex ${sliding ? "transition-transform duration-[600ms] ease-in-out" : ""}`}
            style={{ transform: `translateX(${slideBy === null ? 0 : -slideBy}px)` }}
          >
            {windowItems.map(({ key, logo }) =>
              logo ? (
                <div key={key} data-logo className="flex h-16 shrink-0 items-center justify-center px-5 sm:px-8">
                  <span className="text-slate-600">
                    <CustomerLogo customer={logo} />
                  </span>
                </div>
              ) : null,
            )}
          </div>
        </div>
        <button
          type="button"
          onClick={() => setUserPaused(!paused)}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
            {paused ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" />}
          </svg>
          <span className="sr-only">{paused ? logoStrip.play : logoStrip.pause}</span>
        </button>
      </div>
    </section>
  );
}
