/** A modal dialog of the playground (Radix Dialog: focus kept inside, Escape closes, focus returns). */
import * as Dialog from "@radix-ui/react-dialog";

export function PlaygroundDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/55" />
        <Dialog.Content className="fixed inset-x-2 top-[5vh] z-[61] mx-auto flex max-h-[90vh] max-w-3xl flex-col rounded-xl bg-surface shadow-xl">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
            </div>
            <Dialog.Close className="btn btn-secondary px-3 py-1 text-sm">Close</Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Copies text to the clipboard and says so; says how to copy by hand when the browser refuses. */
export function CopyButton({
  text,
  label,
  onDone,
}: {
  text: string;
  label: string;
  onDone: (message: string) => void;
}) {
  return (
    <button
      type="button"
      className="btn btn-secondary px-3 py-1 text-sm"
      onClick={() =>
        navigator.clipboard
          .writeText(text)
          .then(() => onDone("Copied."))
          .catch(() => onDone("The browser did not allow copying: select the text and copy it."))
      }
    >
      {label}
    </button>
  );
}

/** Downloads text as a file, made in the browser. */
export function download(name: string, text: string, type = "text/plain") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
