/** Acting as a user of the demo company: what the visitor may do follows that user's role (docs/platform-demo.md#acting-as-a-user). */

import { inputClass } from "~/components/form/field-styles";
import { demoWords } from "../../../../../../content/pages/platform-demo";
import { roleName } from "../access";
import type { DemoDataState } from "../hooks/use-demo-data";

export function ActAs({ demo, disabled }: { demo: DemoDataState; disabled: boolean }) {
  const { data, update } = demo;
  const active = data.users.filter((user) => user.status === "Active");
  return (
    <div className="sm:w-96">
      <label htmlFor="act-as" className="block text-sm font-medium text-slate-900">
        {demoWords.actAs.label}
      </label>
      <select
        id="act-as"
        className={`${inputClass(false)} mt-1`}
        value={data.actingUserId}
        disabled={disabled}
        aria-describedby="act-as-hint"
        onChange={(event) => {
          const actingUserId = event.target.value;
          update((current) => ({ ...current, actingUserId }));
        }}
      >
        {active.map((user) => (
          <option key={user.id} value={user.id}>
            {user.name} ({roleName(data, user.roleId)})
          </option>
        ))}
      </select>
      <p id="act-as-hint" className="mt-1 text-xs text-slate-600">
        {demoWords.actAs.hint}
      </p>
    </div>
  );
}
