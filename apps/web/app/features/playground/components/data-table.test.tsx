import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { WebTest } from "../model";
import { DataTable } from "./data-table";

let last: WebTest["data"] = [];
function Harness({ data }: { data: WebTest["data"] }) {
  const [rows, setRows] = useState(data);
  last = rows;
  const test: WebTest = { id: "t", type: "web", name: "Search", app: "shop", steps: [], data: rows };
  return <DataTable test={test} onChange={setRows} />;
}

describe("DataTable", () => {
  it("adds a column, fills a cell, adds and deletes rows", async () => {
    render(<Harness data={[]} />);
    await userEvent.click(screen.getByText("Test data (0 rows)"));
    await userEvent.type(screen.getByLabelText("New column"), "term");
    await userEvent.click(screen.getByRole("button", { name: "Add column" }));
    await userEvent.type(screen.getByLabelText("term, row 1"), "Keyboards");
    await userEvent.click(screen.getByRole("button", { name: "Add row" }));
    await userEvent.type(screen.getByLabelText("term, row 2"), "Mice");
    expect(last).toEqual([{ term: "Keyboards" }, { term: "Mice" }]);
    await userEvent.click(screen.getByRole("button", { name: "Delete row 1" }));
    expect(last).toEqual([{ term: "Mice" }]);
  });

  it("refuses a column name that is taken or not a name", async () => {
    render(<Harness data={[{ term: "a" }]} />);
    await userEvent.type(screen.getByLabelText("New column"), "term");
    expect(screen.getByRole("button", { name: "Add column" })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText("New column"));
    await userEvent.type(screen.getByLabelText("New column"), "{{x}}");
    expect(screen.getByRole("button", { name: "Add column" })).toBeDisabled();
  });
});
