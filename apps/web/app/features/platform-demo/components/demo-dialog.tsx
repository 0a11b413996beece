/** A form dialog of the Platform demo: closed by its form's own buttons or Escape. */
import { ModalDialog, type ModalDialogProps } from "~/components/ui/modal-dialog";

export function DemoDialog(props: ModalDialogProps) {
  return <ModalDialog width="medium" {...props} />;
}
