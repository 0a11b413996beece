import { describe, expect, it } from "vitest";
import { balancedColumns, balancedGridClass } from "./balanced-grid";

describe("balancedColumns", () => {
  it("never leaves a single item alone on the last row, at any count or width", () => {
    for (let count = 1; count <= 16; count++) {
      for (let max = 1; max <= 4; max++) {
        const columns = balancedColumns(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        const lastRow = count % columns;
        if (columns > 1) expect(lastRow === 0 || lastRow >= 2, `${count} items in ${columns} columns`).toBe(true);
      }
    }
  });

  it("lays seven cards out as 4 + 3 on a desktop and one column on a small screen", () => {
    expect(balancedColumns(7, 4)).toBe(4);
    expect(balancedColumns(7, 2)).toBe(1);
    expect(balancedGridClass(7)).toBe("grid grid-cols-1 lg:grid-cols-4");
  });

  it("keeps even counts in pairs on a tablet and fills the desktop row", () => {
    expect(balancedGridClass(4)).toBe("grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-4");
    expect(balancedGridClass(6, 3)).toBe("grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-3");
    expect(balancedGridClass(5)).toBe("grid grid-cols-1 lg:grid-cols-3");
    expect(balancedGridClass(3)).toBe("grid grid-cols-1 lg:grid-cols-3");
    expect(balancedGridClass(2)).toBe("grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-2");
  });
});
