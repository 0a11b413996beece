// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the docs' placeholder syntax, shown as text (docs/platform-demo.md#automation)
/** New Data Set (data-providers.md): a name unique in the project and its columns. */
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { dataSetFormSchema } from "./forms";

export function DataSetForm({
  takenNames,
  onSubmit,
  onCancel,
}: {
  takenNames: readonly string[];
  onSubmit: (fields: { name: string; columns: string[] }) => void;
  onCancel: () => void;
}) {
  const form = useValidatedForm({
    schema: dataSetFormSchema(takenNames),
    onValid: (fields) => {
      onSubmit(fields);
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <TextField {...form.field("name")} label="Name" hint="Such as Checkout cases." autoComplete="off" />
      <TextField
        {...form.field("columns")}
        label="Columns"
        hint="Separated by commas, such as Email, ProductName. Steps read them as ${data.Email}."
        autoComplete="off"
        spellCheck={false}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
          Create
        </button>
      </div>
    </form>
  );
}
