// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the docs' placeholder syntax, shown as text (docs/platform-demo.md#automation)
/**
 * Add Element (add-elements.md): name, sample app, one locator (its kind and
 * value, placeholders allowed: dynamic-locators.md) and, for a reference
 * element, the element it is found beside and their shared container
 * (shared-and-reference-elements.md).
 */
import { inputClass } from "~/components/form/field-styles";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import type { ProjectElement } from "~/features/playground";
import { elementFormSchema } from "./forms";

const kinds = [
  { value: "xpath", label: "XPath" },
  { value: "css", label: "CSS" },
  { value: "text", label: "Text" },
  { value: "testId", label: "Test id" },
  { value: "id", label: "Id" },
  { value: "label", label: "Label" },
];

export function ElementForm({
  elements,
  onSubmit,
  onCancel,
}: {
  elements: readonly ProjectElement[];
  onSubmit: (element: Omit<ProjectElement, "id">) => void;
  onCancel: () => void;
}) {
  const form = useValidatedForm({
    schema: elementFormSchema(elements.map((element) => element.name)),
    onValid: ({ name, app, kind, value, anchor, container }) => {
      onSubmit({
        name,
        app,
        locator: { kind, value },
        ...(anchor ? { reference: { elementId: anchor, relation: "inside" as const, container } } : {}),
      });
      return undefined;
    },
  });
  const anchor = form.field("anchor");
  return (
    <form {...form.formProps} className="space-y-4">
      <TextField {...form.field("name")} label="Element name" hint="Such as Product link." autoComplete="off" />
      <SelectField
        {...form.field("app")}
        label="App"
        placeholder="Choose the sample app"
        defaultValue="shop"
        options={[
          { value: "shop", label: "Gearbox shop" },
          { value: "orders", label: "Meridian Procurement" },
        ]}
      />
      <SelectField
        {...form.field("kind")}
        label="Locator kind"
        placeholder="Choose a kind"
        defaultValue="xpath"
        options={kinds}
      />
      <TextField
        {...form.field("value")}
        label="Locator value"
        hint="A placeholder such as ${product} or ${data.name} makes it dynamic."
        autoComplete="off"
        spellCheck={false}
        className="[&_input]:font-mono"
      />
      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">Reference (optional)</legend>
        <div className="space-y-3">
          <div>
            <label htmlFor={anchor.id} className="block text-sm font-semibold text-slate-900">
              Inside the same container as
            </label>
            <select id={anchor.id} name={anchor.name} defaultValue="" className={inputClass(false)}>
              <option value="">No reference element</option>
              {elements.map((element) => (
                <option key={element.id} value={element.id}>
                  {element.name}
                </option>
              ))}
            </select>
          </div>
          <TextField
            {...form.field("container")}
            label="Container"
            hint="Its tag, class or both, such as li.product-card."
            optional
            autoComplete="off"
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
          Save
        </button>
      </div>
    </form>
  );
}
