/**
 * One integration's settings: its fields (and, for CI tools, what the snippet
 * is built from), Test Connection, Save and Disconnect, then the snippet.
 * Save keeps the values in the store; nothing leaves the browser
 * (docs/platform-integrations.md).
 */
import { useMemo, useRef, useState } from "react";
import { labelClass } from "~/components/form/field-styles";
import { FormError } from "~/components/form/form-error";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { fillTemplate } from "~/lib/fill-template";
import { labels, messages } from "../../../../../../content/pages/platform-integrations";
import { connectionChecks } from "../connection-check";
import { type IntegrationValues, integrationSchema, readIntegrationForm } from "../schema";
import { pipelineSnippet } from "../snippets";
import type { SavedIntegration } from "../store";
import type { FieldSpec, Suite, Tool } from "../tools";
import { ConfigField } from "./config-field";
import { ConnectionResult } from "./connection-result";
import { PipelineSnippet } from "./pipeline-snippet";

type IntegrationFormProps = {
  tool: Tool;
  saved: SavedIntegration | undefined;
  suites: readonly Suite[];
  level: number;
  onSave: (values: IntegrationValues) => Promise<void>;
  onDisconnect: () => Promise<void>;
};

export function IntegrationForm({ tool, saved, suites, level, onSave, onDisconnect }: IntegrationFormProps) {
  const schema = useMemo(() => integrationSchema(tool, suites), [tool, suites]);
  const intent = useRef<"save" | "test">("save");
  const [checks, setChecks] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The attempt whose summary a later success cleared: the hook keeps a summary until the next failure.
  const [clearedAttempt, setClearedAttempt] = useState(-1);
  const form = useValidatedForm({
    schema,
    read: (data) => readIntegrationForm(tool, data),
    onValid: async (values) => {
      setClearedAttempt(form.summaryKey);
      if (intent.current === "test") {
        setChecks(connectionChecks(tool, values, suites));
        setNotice(null);
        return undefined;
      }
      await onSave(values);
      setChecks(null);
      setNotice(fillTemplate(labels.saved, { tool: tool.name }));
      return undefined;
    },
  });
  const summary = form.summary.fields.length > 0 ? { ...form.summary, message: messages.summary } : form.summary;

  async function disconnect() {
    await onDisconnect();
    setChecks(null);
    setNotice(fillTemplate(labels.disconnected, { tool: tool.name }));
  }

  const renderFields = (fields: readonly FieldSpec[]) =>
    fields.map((field) => (
      <ConfigField
        key={field.name}
        field={field}
        id={form.fieldId(field.name)}
        error={form.errorOf(field.name)}
        saved={saved?.values}
        suites={suites}
      />
    ));

  return (
    <div className="min-w-0">
      <form {...form.formProps} aria-label={fillTemplate(labels.formTitle, { tool: tool.name })} className="grid gap-6">
        {form.summaryKey === clearedAttempt ? null : <FormError key={form.summaryKey} {...summary} />}
        <fieldset className="grid gap-5">
          <legend className={`${labelClass} mb-1 text-lg`}>{labels.settingsLegend}</legend>
          {renderFields(tool.fields)}
        </fieldset>
        {tool.ci ? (
          <fieldset className="grid gap-5" aria-describedby={`${tool.id}-snippet-legend-hint`}>
            <legend className={`${labelClass} mb-1 text-lg`}>{labels.snippetLegend}</legend>
            <p id={`${tool.id}-snippet-legend-hint`} className="text-sm text-slate-600">
              {fillTemplate(labels.snippetLegendHint, { product: tool.ci.product })}
            </p>
            {renderFields(tool.ci.fields)}
          </fieldset>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" onClick={() => (intent.current = "save")}>
            {form.pending ? labels.saving : labels.save}
          </button>
          <button type="submit" className="btn btn-secondary" onClick={() => (intent.current = "test")}>
            {tool.testLabel}
          </button>
          {saved ? (
            <button type="button" className="btn btn-secondary" onClick={disconnect}>
              {labels.disconnect}
            </button>
          ) : null}
        </div>
      </form>
      <div aria-live="polite">
        {notice ? <p className="mt-4 font-semibold text-slate-900">{notice}</p> : null}
        {checks ? <ConnectionResult tool={tool} checks={checks} level={level} /> : null}
      </div>
      <PipelineSnippet
        tool={tool}
        snippet={saved ? pipelineSnippet(tool.id, saved.values, suites) : undefined}
        level={level}
      />
    </div>
  );
}
