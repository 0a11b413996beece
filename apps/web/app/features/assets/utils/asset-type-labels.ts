import type { AssetTypeName } from "@ignitest/contracts";

/** How each asset type reads on a card badge and in counts. */
export const assetTypeLabels: Record<AssetTypeName, { one: string; many: string }> = {
  Nlps: { one: "NLP", many: "NLPs" },
  Elements: { one: "Element", many: "Elements" },
  StepGroups: { one: "Step Group", many: "Step Groups" },
};

/** "1 NLP", "12 Step Groups". */
export function countLabel(count: number, type: AssetTypeName): string {
  const label = assetTypeLabels[type];
  return `${count} ${count === 1 ? label.one : label.many}`;
}
