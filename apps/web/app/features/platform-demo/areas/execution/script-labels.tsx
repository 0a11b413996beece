/**
 * Add Scripts › By label (create-suites.md; tagging.yaml): the labels the playground's web tests
 * carry (`automation.labels`), Any label or All labels, and which scripts that picks up now. The suite
 * keeps the labels, not the list: a script tagged later is picked up when the suite runs.
 */
import { useState } from "react";
import { CheckboxGroup } from "~/components/form/checkbox-group";
import { SelectField } from "~/components/form/select-field";
import type { FieldBinding } from "~/components/form/use-validated-form";
import type { WebTest } from "~/features/playground";
import { type ExecutionSuite, labelMatches } from "./model";
import { byLabel, scriptLabels } from "./suite-scripts";

export function ScriptLabels({
  labels: labelField,
  match: matchField,
  suite,
  tests,
}: {
  labels: FieldBinding;
  match: FieldBinding;
  suite?: ExecutionSuite | undefined;
  tests: readonly WebTest[];
}) {
  const [rule, setRule] = useState({
    labels: suite?.labels ?? [],
    labelMatch: suite?.labelMatch ?? ("Any label" as const),
  });
  const picked = byLabel(tests, rule);
  const available = scriptLabels(tests);
  return (
    // Read on every change, so the preview below follows the boxes (the inputs stay uncontrolled).
    <div
      className="space-y-3"
      onChange={(event) => {
        const box = event.currentTarget;
        setRule({
          labels: Array.from(box.querySelectorAll<HTMLInputElement>(`input[name="${labelField.name}"]:checked`)).map(
            (input) => input.value,
          ),
          labelMatch:
            box.querySelector<HTMLSelectElement>(`select[name="${matchField.name}"]`)?.value === "All labels"
              ? "All labels"
              : "Any label",
        });
      }}
    >
      {available.length > 0 ? (
        <CheckboxGroup
          {...labelField}
          legend="Labels"
          hint="The scripts that carry them are picked up each time the suite runs."
          options={available}
          defaultChecked={rule.labels}
        />
      ) : (
        <p className="text-sm text-slate-700">
          No script carries a label yet: add labels to scripts in the playground.
        </p>
      )}
      <SelectField
        {...matchField}
        label="Match"
        placeholder="Choose how labels match"
        options={labelMatches.map((value) => ({ value, label: value }))}
        defaultValue={rule.labelMatch}
      />
      <p role="status" className="text-sm text-slate-800">
        {rule.labels.length === 0
          ? "No label selected."
          : picked.length === 0
            ? "No script carries these labels now."
            : `Picks up now: ${picked.map((test) => test.name).join("; ")}.`}
      </p>
    </div>
  );
}
