// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the docs' placeholder syntax, shown as text (docs/platform-demo.md#automation)
/**
 * Repository › Elements (content/docs/repository): every element is shared,
 * each with its Used by list; a dynamic locator holds `${name}` placeholders
 * (the { } badge, dynamic-locators.md); a reference element is found inside
 * the same container as another (shared-and-reference-elements.md).
 */

import { useState } from "react";
import { formatLocator, isDynamicLocator, newId, type ProjectElement } from "~/features/playground";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DemoDialog } from "../../components/demo-dialog";
import { GuardedAction } from "../../components/guarded-action";
import { ScrollRegion } from "../../components/scroll-region";
import { ElementForm } from "./element-form";
import { smallButton, type TabProps, td, th } from "./tab-props";
import { elementUsedBy } from "./used-by";

const appName = { shop: "Gearbox shop", orders: "Meridian Procurement" } as const;

export function ElementsTab({ project, update, access, say }: TabProps) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ProjectElement | null>(null);
  const nameOf = (id: string) => project.elements.find((element) => element.id === id)?.name ?? "a removed element";

  return (
    <div>
      <p className="max-w-3xl text-sm text-slate-700">
        Every element is shared: steps point to it, so a fix reaches every script in its Used by list. A locator may
        hold placeholders such as <code>{"//a[text()='${product}']"}</code>, filled from a variable or the row&apos;s
        data when the step runs.
      </p>
      <GuardedAction verdict={access.edit} reasonId="elements-reason" onClick={() => setAdding(true)}>
        Add Element
      </GuardedAction>
      <div className="mt-4">
        <ScrollRegion labelledBy="elements-caption">
          <table className="relative w-full min-w-[48rem] text-sm">
            <caption id="elements-caption" className="px-3 py-2 text-left font-semibold text-slate-900">
              Elements of the repository ({project.elements.length})
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  Element
                </th>
                <th scope="col" className={th}>
                  App
                </th>
                <th scope="col" className={th}>
                  Locator
                </th>
                <th scope="col" className={th}>
                  Used by
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {project.elements.map((element) => {
                const users = elementUsedBy(project, element.id);
                const inUse = users.length > 0;
                return (
                  <tr key={element.id} className="border-t border-slate-200">
                    <th scope="row" className={th}>
                      {element.name}
                      {isDynamicLocator(element.locator) ? (
                        <span
                          className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800"
                          title="Dynamic locator"
                        >
                          {"{ }"}
                          <span className="sr-only"> dynamic locator</span>
                        </span>
                      ) : null}
                    </th>
                    <td className={td}>{appName[element.app]}</td>
                    <td className={`${td} font-mono text-xs break-all`}>
                      {formatLocator(element.locator)}
                      {element.reference ? (
                        <span className="mt-1 block font-sans text-slate-700">
                          Inside the same container ({element.reference.container}) as{" "}
                          {nameOf(element.reference.elementId)}
                        </span>
                      ) : null}
                    </td>
                    <td className={td}>{inUse ? users.join(", ") : "No script"}</td>
                    <td className={td}>
                      <button
                        type="button"
                        className={smallButton}
                        disabled={!access.edit.allowed || inUse}
                        aria-describedby={
                          !access.edit.allowed ? "elements-reason" : inUse ? `${element.id}-in-use` : undefined
                        }
                        aria-label={`Delete ${element.name}`}
                        onClick={() => setRemoving(element)}
                      >
                        Delete
                      </button>
                      {inUse ? (
                        <span id={`${element.id}-in-use`} className="sr-only">
                          Steps still use it: remove them first.
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
      <DemoDialog
        open={adding}
        onOpenChange={setAdding}
        title="Add Element"
        description="A shared element of the repository; its locator may hold ${name} placeholders."
      >
        <ElementForm
          elements={project.elements}
          onCancel={() => setAdding(false)}
          onSubmit={(element) => {
            update((current) => ({ ...current, elements: [...current.elements, { ...element, id: newId("el") }] }));
            setAdding(false);
            say(`The element ${element.name} was added to the repository.`);
          }}
        />
      </DemoDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Delete ${removing?.name ?? ""}?`}
        description="No step uses it. It leaves the repository."
        confirmLabel="Delete"
        onConfirm={() => {
          if (!removing) return;
          update((current) => ({ ...current, elements: current.elements.filter((e) => e.id !== removing.id) }));
          say(`The element ${removing.name} was deleted.`);
        }}
      />
    </div>
  );
}
