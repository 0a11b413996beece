import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LegalDialog } from "./legal-dialog";
import type { LegalDocId, LegalTexts } from "./legal-texts";

// The markdown plugin is a Vite build step, not active in Vitest: stand in for the rendered files.
const { loadLegalTexts } = vi.hoisted(() => ({ loadLegalTexts: vi.fn() }));
vi.mock("./legal-texts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./legal-texts")>()),
  loadLegalTexts,
}));

const texts: LegalTexts = {
  terms: {
    title: "Terms of Use",
    lastUpdated: "2024-08-06",
    html: "<p>These Terms of Use are an agreement between you and Ignitest Ltd.</p>",
  },
  privacy: {
    title: "Privacy Policy",
    lastUpdated: "2024-08-06",
    html: "<p>Last updated: 06/08/2024</p><p>Children under 16 are not targeted.</p>",
  },
  eula: {
    title: "End User License Agreement",
    lastUpdated: "2024-08-06",
    html: "<h2>Changes</h2><p>We give 30 days' notice of a material change.</p>",
  },
};

beforeEach(() => {
  loadLegalTexts.mockReset().mockResolvedValue(texts);
});

function Harness({ initialTab }: { initialTab: LegalDocId }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<LegalDocId>(initialTab);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <LegalDialog open={open} onOpenChange={setOpen} tab={tab} onTabChange={setTab} />
    </>
  );
}

async function openDialog(initialTab: LegalDocId) {
  const user = userEvent.setup();
  render(<Harness initialTab={initialTab} />);
  await user.click(screen.getByRole("button", { name: "Open" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Legal information" }) };
}

describe("LegalDialog", () => {
  it("renders nothing and loads nothing while closed", () => {
    render(<Harness initialTab="terms" />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(loadLegalTexts).not.toHaveBeenCalled();
  });

  it("opens on the requested tab and shows its text with the front-matter title and date", async () => {
    const { dialog } = await openDialog("eula");
    expect(within(dialog).getByRole("tab", { name: "EULA" })).toHaveAttribute("aria-selected", "true");
    const panel = within(dialog).getByRole("tabpanel");
    expect(
      await within(panel).findByRole("heading", { name: "End User License Agreement", level: 3 }),
    ).toBeInTheDocument();
    expect(within(panel).getByText("06/08/2024")).toHaveAttribute("datetime", "2024-08-06");
    expect(within(panel).getByText("We give 30 days' notice of a material change.")).toBeInTheDocument();
  });

  it("shows the date for a body that only mentions it further down", async () => {
    loadLegalTexts.mockResolvedValue({
      ...texts,
      privacy: { ...texts.privacy, html: '<p>We will change the "Last updated" date at the top.</p>' },
    });
    const { dialog } = await openDialog("privacy");
    const panel = within(dialog).getByRole("tabpanel");
    await within(panel).findByRole("heading", { name: "Privacy Policy", level: 3 });
    expect(within(panel).getByText("06/08/2024")).toHaveAttribute("datetime", "2024-08-06");
  });

  it("does not repeat the date when the body opens with it", async () => {
    const { dialog } = await openDialog("privacy");
    const panel = within(dialog).getByRole("tabpanel");
    await within(panel).findByRole("heading", { name: "Privacy Policy", level: 3 });
    expect(within(panel).getAllByText(/Last updated/)).toHaveLength(1);
  });

  it("switches tabs", async () => {
    const { user, dialog } = await openDialog("terms");
    await within(dialog).findByRole("heading", { name: "Terms of Use", level: 3 });
    await user.click(within(dialog).getByRole("tab", { name: "Privacy policy" }));
    expect(within(dialog).getByRole("tabpanel")).toHaveTextContent("Children under 16 are not targeted.");
  });

  it("closes with its close button and with Escape, returning focus", async () => {
    const { user, dialog } = await openDialog("terms");
    await within(dialog).findByRole("heading", { name: "Terms of Use", level: 3 });
    await user.click(within(dialog).getByRole("button", { name: "Close legal information" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("loads the texts once, however often it opens", async () => {
    const { user, dialog } = await openDialog("terms");
    await within(dialog).findByRole("heading", { name: "Terms of Use", level: 3 });
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(within(screen.getByRole("dialog")).getByRole("heading", { name: "Terms of Use", level: 3 })).toBeVisible();
    expect(loadLegalTexts).toHaveBeenCalledTimes(1);
  });

  it("offers a retry when the texts fail to load", async () => {
    loadLegalTexts.mockRejectedValueOnce(new Error("chunk failed"));
    const { user, dialog } = await openDialog("privacy");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The text could not be loaded.");
    await user.click(within(dialog).getByRole("button", { name: "try again" }));
    expect(await within(dialog).findByRole("heading", { name: "Privacy Policy", level: 3 })).toBeInTheDocument();
  });
});
