type CloseButtonProps = {
  /** The accessible name, e.g. "Close demo prompt". */
  label: string;
  onClick: () => void;
  className?: string;
};

/** The × button of banners, prompts and popups. */
export function CloseButton({ label, onClick, className = "" }: CloseButtonProps) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className={`shrink-0 rounded-md p-1.5 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
      </svg>
    </button>
  );
}
