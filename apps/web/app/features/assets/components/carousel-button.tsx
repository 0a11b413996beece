type CarouselButtonProps = { direction: "previous" | "next"; disabled: boolean; onClick: () => void };

const arrows = {
  previous: "M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z",
  next: "M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z",
};

/** A round arrow button named "Previous" or "Next"; disabled (not hidden) at either end. */
export function CarouselButton({ direction, disabled, onClick }: CarouselButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === "previous" ? "Previous" : "Next"}
      className="flex size-11 items-center justify-center rounded-full border border-ink-700 bg-white text-ink-800 shadow-sm transition hover:bg-ink-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:shadow-none disabled:hover:bg-white"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
        <path d={arrows[direction]} />
      </svg>
    </button>
  );
}
