import { describe, expect, it } from "vitest";
import { formatLlmsTxt } from "./llms-txt";

describe("formatLlmsTxt", () => {
  it("writes the llms.txt layout: title, summary, details, then link lists per section", () => {
    const text = formatLlmsTxt({
      title: "Ignitest",
      summary: "Scriptless test automation.",
      details: ["The site documents the\nproduct."],
      sections: [
        {
          heading: "Documentation",
          links: [
            { title: "Create a project", url: "https://x.example/docs/a/b.md", description: "How to start." },
            { title: "Tags [beta]", url: "https://x.example/docs/a/c.md" },
          ],
        },
        { heading: "Empty", links: [] },
      ],
    });
    expect(text).toBe(
      [
        "# Ignitest",
        "",
        "> Scriptless test automation.",
        "",
        "The site documents the product.",
        "",
        "## Documentation",
        "",
        "- [Create a project](https://x.example/docs/a/b.md): How to start.",
        "- [Tags \\[beta\\]](https://x.example/docs/a/c.md)",
        "",
      ].join("\n"),
    );
  });
});
