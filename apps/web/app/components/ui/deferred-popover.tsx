import { type ComponentPropsWithoutRef, lazy, type ReactNode, Suspense, useRef, useState } from "react";

const loadPanel = () => import("./popover-panel");
const PopoverPanel = lazy(() => loadPanel().then((module) => ({ default: module.PopoverPanel })));

type DeferredPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Props of the trigger button (label, class, content). */
  trigger: Omit<ComponentPropsWithoutRef<"button">, "onClick" | "type">;
  /** The id of the panel's title. */
  labelledBy: string;
  panelClassName: string;
  children: ReactNode;
};

/**
 * A button and the popover panel it opens, whose code loads on the first sign
 * of intent (pointer over, focus, press) instead of with every page: header
 * menus are on every page, but few visitors open them.
 */
export function DeferredPopover({
  open,
  onOpenChange,
  trigger,
  labelledBy,
  panelClassName,
  children,
}: DeferredPopoverProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadPanel();

  return (
    <>
      <button
        {...trigger}
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          onOpenChange(!open);
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <PopoverPanel
            open={open}
            onOpenChange={onOpenChange}
            anchorRef={triggerRef}
            labelledBy={labelledBy}
            className={panelClassName}
          >
            {children}
          </PopoverPanel>
        </Suspense>
      ) : null}
    </>
  );
}
