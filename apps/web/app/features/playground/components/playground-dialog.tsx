/** A dialog of the playground (Export, Share): wide, for code, with a Close button. */
import { ModalDialog, type ModalDialogProps } from "~/components/ui/modal-dialog";

export function PlaygroundDialog(props: ModalDialogProps) {
  return <ModalDialog width="wide" closeLabel="Close" {...props} />;
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
