/** A modal dialog with a title, a description and a scrolling body (Radix Dialog: focus kept inside, Escape closes, focus returns). */
import * as Dialog from "@radix-ui/react-dialog";

/** Full literal class names, so the stylesheet's scan finds them. */
const widths = { medium: "max-w-xl", wide: "max-w-3xl" } as const;

export type ModalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: React.ReactNode;
};

export function ModalDialog({
  width,
  closeLabel,
  open,
  onOpenChange,
  title,
  description,
  children,
}: ModalDialogProps & {
  width: keyof typeof widths;
  /** A close button in the header, beside the title; without it the dialog closes by its own actions and Escape. */
  closeLabel?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/55" />
        <Dialog.Content
          className={`fixed inset-x-2 top-[5vh] z-[61] mx-auto flex max-h-[90vh] ${widths[width]} flex-col rounded-xl bg-surface shadow-xl`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
            </div>
            {closeLabel ? (
              <Dialog.Close className="btn btn-secondary px-3 py-1 text-sm">{closeLabel}</Dialog.Close>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
