import * as Popover from "@radix-ui/react-popover";
import type { ReactNode, RefObject } from "react";

export type PopoverPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the panel; the panel hangs from it and focus returns to it. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  labelledBy: string;
  className: string;
  children: ReactNode;
};

/**
 * The Radix part of `DeferredPopover`, in its own module so its code
 * (Radix Popover and floating-ui) loads only when a visitor reaches for a menu.
 * The trigger is the deferred popover's own button, used as the anchor.
 */
export function PopoverPanel({ open, onOpenChange, anchorRef, labelledBy, className, children }: PopoverPanelProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={10}
          collisionPadding={12}
          aria-labelledby={labelledBy}
          className={className}
          // A press on the trigger toggles the panel itself; do not also count it as "outside".
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchorRef.current?.focus();
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
