/**
 * Repository › Program Elements (content/docs/repository/program-elements.md):
 * the list, Create Program Element, and Test, which says what Run Test would
 * run and where: the demo cannot run the code (the site's policy forbids
 * evaluating it; docs/conventions.md) and the docs run it on the servers.
 */

import { useState } from "react";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { newId, type ProgramElement } from "~/features/playground";
import { DemoDialog } from "../../components/demo-dialog";
import { GuardedAction } from "../../components/guarded-action";
import { ScrollRegion } from "../../components/scroll-region";
import { ProgramElementForm } from "./program-element-form";
import { programTestSchema, testRunMessage } from "./program-forms";
import { smallButton, type TabProps, td, th, withAutomation } from "./tab-props";

const values = (list: ProgramElement["inputs"]) => list.map((v) => `${v.name} (${v.type})`).join(", ") || "None";

function TestForm({ element, onClose }: { element: ProgramElement; onClose: () => void }) {
  const [result, setResult] = useState("");
  const form = useValidatedForm({
    schema: programTestSchema(element.inputs),
    onValid: (given) => {
      setResult(testRunMessage(element, given));
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      {element.inputs.map((input) => (
        <TextField
          key={input.name}
          {...form.field(input.name)}
          label={input.name}
          hint={`${input.type}${input.name === "orderNumber" ? ", such as NW-2026-104" : ""}`}
          autoComplete="off"
        />
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onClose}>
          Close
        </button>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
          Run Test
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-900" data-testid="program-test-result">
        {result}
      </p>
    </form>
  );
}

export function ProgramElementsTab({ project, update, access, say }: TabProps) {
  const [creating, setCreating] = useState(false);
  const [testing, setTesting] = useState<ProgramElement | null>(null);
  const list = project.automation.programElements;
  return (
    <div>
      <p className="max-w-3xl text-sm text-slate-700">
        Custom Java or JavaScript actions a script calls like an NLP, for computation or a library call no NLP covers.
        They run where the suite runs; in steps they carry the <code>{"</>"}</code> badge.
      </p>
      <GuardedAction verdict={access.edit} reasonId="program-reason" onClick={() => setCreating(true)}>
        Create Program Element
      </GuardedAction>
      <div className="mt-4">
        <ScrollRegion labelledBy="program-caption">
          <table className="relative w-full min-w-[44rem] text-sm">
            <caption id="program-caption" className="px-3 py-2 text-left font-semibold text-slate-900">
              Program elements ({list.length})
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Language
                </th>
                <th scope="col" className={th}>
                  Inputs
                </th>
                <th scope="col" className={th}>
                  Outputs
                </th>
                <th scope="col" className={th}>
                  Timeout
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.length === 0 ? (
                <tr className="border-t border-slate-200">
                  <td className={td} colSpan={6}>
                    No program elements yet.
                  </td>
                </tr>
              ) : null}
              {list.map((element) => (
                <tr key={element.id} className="border-t border-slate-200">
                  <th scope="row" className={th}>
                    <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">
                      {"</>"}
                    </span>
                    {element.name}
                  </th>
                  <td className={td}>{element.language}</td>
                  <td className={td}>{values(element.inputs)}</td>
                  <td className={td}>{values(element.outputs)}</td>
                  <td className={td}>{element.timeoutSeconds} s</td>
                  <td className={td}>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={`Test ${element.name}`}
                      onClick={() => setTesting(element)}
                    >
                      Test
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
      <DemoDialog
        open={creating}
        onOpenChange={setCreating}
        title="Create Program Element"
        description="Ignitest prepares a function with the inputs as arguments; return an object with the outputs."
      >
        <ProgramElementForm
          takenNames={list.map((element) => element.name)}
          onCancel={() => setCreating(false)}
          onSubmit={(draft) => {
            update((current) =>
              withAutomation(current, (a) => ({
                ...a,
                programElements: [...a.programElements, { ...draft, id: newId("pe") }],
              })),
            );
            setCreating(false);
            say(`The program element ${draft.name} was saved.`);
          }}
        />
      </DemoDialog>
      <DemoDialog
        open={testing !== null}
        onOpenChange={(open) => !open && setTesting(null)}
        title={`Test ${testing?.name ?? ""}`}
        description="Type input values and click Run Test. The product runs the code on the Ignitest servers, in a sandbox."
      >
        {testing ? <TestForm element={testing} onClose={() => setTesting(null)} /> : null}
      </DemoDialog>
    </div>
  );
}
