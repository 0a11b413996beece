/**
 * The permissions a project role switches, grouped by area in the Project
 * menu's order (content/docs/user-management/custom-roles.md), the built-in
 * roles' grants (roles-and-permissions.md), and the administration the
 * license roles hold (invite-users.md, manage-user-status.md).
 */
export const permissionAreas = [
  {
    area: "Test Development",
    permissions: [
      ["dev.view", "View scripts and modules"],
      ["dev.create", "Create scripts and modules"],
      ["dev.edit", "Edit scripts and modules"],
      ["dev.delete", "Delete scripts and modules"],
      ["dev.conditions", "Edit pre-/post-conditions"],
      ["dev.variables", "Edit variables"],
    ],
  },
  {
    area: "Test Execution",
    permissions: [
      ["exec.view", "View results"],
      ["exec.create", "Create suites"],
      ["exec.edit", "Edit suites"],
      ["exec.run", "Run suites"],
      ["exec.quick-run", "Quick Run"],
      ["exec.abort", "Abort runs"],
    ],
  },
  {
    area: "Test Data",
    permissions: [
      ["data.view", "View"],
      ["data.download", "Download"],
      ["data.upload", "Upload"],
      ["data.delete", "Delete"],
    ],
  },
  {
    area: "Defects",
    permissions: [
      ["defects.view", "View"],
      ["defects.comment", "Comment"],
      ["defects.log", "Log"],
      ["defects.edit", "Edit"],
      ["defects.status", "Change status"],
      ["defects.delete", "Delete"],
    ],
  },
  {
    area: "Analytics",
    permissions: [
      ["analytics.view", "View"],
      ["analytics.export", "Export"],
    ],
  },
  {
    area: "Repository",
    permissions: [
      ["repo.view", "View elements and step groups"],
      ["repo.create", "Create elements and step groups"],
      ["repo.edit", "Edit elements and step groups"],
      ["repo.delete", "Delete elements and step groups"],
      ["repo.import-export", "Import/Export"],
    ],
  },
  {
    area: "Configuration",
    permissions: [
      ["config.view", "View"],
      ["config.edit", "Edit"],
    ],
  },
  {
    area: "Members",
    permissions: [
      ["members.view", "View"],
      ["members.manage", "Manage"],
    ],
  },
  {
    area: "Administration",
    permissions: [
      ["admin.users", "Invite, edit, deactivate and activate users"],
      ["admin.roles", "Create and edit roles"],
      ["admin.licence", "License renewal and billing"],
    ],
  },
] as const;

type Area = (typeof permissionAreas)[number];
export type PermissionId = Area["permissions"][number][0];

export const permissionIds = permissionAreas.flatMap((area) => area.permissions.map(([id]) => id)) as [
  PermissionId,
  ...PermissionId[],
];

/** Only the license roles hold these; a project role (built-in or custom) never does. */
export const adminPermissions: readonly PermissionId[] = ["admin.users", "admin.roles", "admin.licence"];

export function permissionLabel(id: PermissionId): string {
  for (const area of permissionAreas) {
    for (const [candidate, label] of area.permissions) if (candidate === id) return `${area.area} › ${label}`;
  }
  return id;
}

/** "Edit needs View, and Run suites needs View results" (custom-roles.md). */
export const permissionNeeds: Partial<Record<PermissionId, PermissionId>> = {
  "dev.create": "dev.view",
  "dev.edit": "dev.view",
  "dev.delete": "dev.view",
  "dev.conditions": "dev.edit",
  "dev.variables": "dev.edit",
  "exec.create": "exec.view",
  "exec.edit": "exec.view",
  "exec.run": "exec.view",
  "exec.abort": "exec.view",
  "data.download": "data.view",
  "data.upload": "data.view",
  "data.delete": "data.view",
  "defects.comment": "defects.view",
  "defects.log": "defects.view",
  "defects.edit": "defects.view",
  "defects.status": "defects.view",
  "defects.delete": "defects.view",
  "analytics.export": "analytics.view",
  "repo.create": "repo.view",
  "repo.edit": "repo.view",
  "repo.delete": "repo.view",
  "repo.import-export": "repo.view",
  "config.edit": "config.view",
  "members.manage": "members.view",
};

/**
 * Switches a permission on (with what it needs, and says so) or off (with what needs it).
 * Returns the new set and a sentence for the visitor when more than the one permission changed.
 */
export function togglePermission(
  current: readonly PermissionId[],
  id: PermissionId,
  on: boolean,
): { permissions: PermissionId[]; note: string | null } {
  const set = new Set(current);
  const changed: PermissionId[] = [];
  if (on) {
    let next: PermissionId | undefined = id;
    while (next && !set.has(next)) {
      set.add(next);
      if (next !== id) changed.push(next);
      next = permissionNeeds[next];
    }
  } else {
    set.delete(id);
    let removedSome = true;
    while (removedSome) {
      removedSome = false;
      for (const permission of set) {
        const need = permissionNeeds[permission];
        if (need && !set.has(need)) {
          set.delete(permission);
          changed.push(permission);
          removedSome = true;
        }
      }
    }
  }
  const ordered = permissionIds.filter((candidate) => set.has(candidate));
  if (changed.length === 0) return { permissions: ordered, note: null };
  const names = changed.map(permissionLabel).join(", ");
  const note = on
    ? `${permissionLabel(id)} needs ${names}, so it was switched on too.`
    : `${names} ${changed.length === 1 ? "needs" : "need"} ${permissionLabel(id)}, so ${changed.length === 1 ? "it was" : "they were"} switched off too.`;
  return { permissions: ordered, note };
}
