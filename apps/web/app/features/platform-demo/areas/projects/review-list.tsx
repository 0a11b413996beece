/** The wizard's last step: what will be created, read back before Create. */
import { roleName } from "../../access";
import { type DemoData, type ProjectType, projectTypeLabels } from "../../model";
import { type Platform, type ProjectMember, platformLabels } from "./model";

export function ReviewList({
  data,
  code,
  values,
}: {
  data: DemoData;
  code: string;
  values: { name: string; description: string; type: ProjectType; platforms: Platform[]; members: ProjectMember[] };
}) {
  const userName = (id: string) => data.users.find((user) => user.id === id)?.name ?? id;
  const rows: [string, string][] = [
    ["Name", values.name],
    ["Project ID", code],
    ["Type", projectTypeLabels[values.type]],
    ...(values.platforms.length > 0
      ? [["Platforms", values.platforms.map((platform) => platformLabels[platform]).join(", ")] as [string, string]]
      : []),
    ["Description", values.description || "None"],
    [
      "Members",
      values.members.map((member) => `${userName(member.userId)} (${roleName(data, member.roleId)})`).join(", "),
    ],
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
      {rows.map(([term, detail]) => (
        <div key={term} className="grid gap-1 px-3 py-2 sm:grid-cols-[9rem_1fr]">
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd className="break-words text-slate-700">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
