/**
 * Grid columns that never leave an orphan (docs/design-system.md#section-layouts):
 * at each width the grid takes the most columns (up to that width's limit)
 * whose last row holds at least two items, or is full. Seven cards are one
 * column on a phone, one on a small tablet and 4 + 3 on a desktop; five are
 * 3 + 2; three stay three.
 */
export function balancedColumns(count: number, maxColumns: number): number {
  for (let columns = Math.min(maxColumns, count); columns > 1; columns--) {
    const lastRow = count % columns;
    if (lastRow === 0 || lastRow >= 2) return columns;
  }
  return 1;
}

/** The widths a grid changes at: Tailwind's sm (640 px) and lg (1024 px) breakpoints. */
export const gridWidths = { sm: 2, lg: 4 } as const;

// Whole class names, so Tailwind's scanner finds them.
const smClass: Record<number, string> = { 1: "", 2: "sm:grid-cols-2" };
const lgClass: Record<number, string> = { 1: "", 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" };

/** The grid-template classes of a balanced grid of `count` items, at most `lgMax` columns wide. */
export function balancedGridClass(count: number, lgMax: 2 | 3 | 4 = gridWidths.lg): string {
  const sm = balancedColumns(count, gridWidths.sm);
  const lg = balancedColumns(count, lgMax);
  // Between sm and lg keep the small-screen count unless the wide one is smaller (two items stay two).
  return ["grid grid-cols-1", smClass[Math.min(sm, lg)], lgClass[lg]].filter(Boolean).join(" ");
}
