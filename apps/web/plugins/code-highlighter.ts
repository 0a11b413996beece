import rehypeShikiFromHighlighter from "@shikijs/rehype/core";
import { createHighlighterCore, type HighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";

/**
 * Shiki for fenced code (docs/product/design-decisions.md#content-at-build-time), at build time only. A fine-grained core
 * with the JavaScript regex engine and only the languages our content uses
 * keeps the build fast and needs no WASM; an unknown language falls back to
 * plain text instead of failing the build.
 */
let highlighter: Promise<HighlighterCore> | undefined;

function loadHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    // High-contrast themes: every token colour keeps 4.5:1 on its background (WCAG 2.2 AA), in both site themes.
    themes: [
      import("shiki/themes/github-light-high-contrast.mjs"),
      import("shiki/themes/github-dark-high-contrast.mjs"),
    ],
    langs: [
      import("shiki/langs/bash.mjs"),
      import("shiki/langs/gherkin.mjs"),
      import("shiki/langs/groovy.mjs"),
      import("shiki/langs/http.mjs"),
      import("shiki/langs/ini.mjs"),
      import("shiki/langs/java.mjs"),
      import("shiki/langs/javascript.mjs"),
      import("shiki/langs/json.mjs"),
      import("shiki/langs/python.mjs"),
      import("shiki/langs/sql.mjs"),
      import("shiki/langs/typescript.mjs"),
      import("shiki/langs/xml.mjs"),
      import("shiki/langs/yaml.mjs"),
    ],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/** The rehype transformer that highlights `pre > code.language-*` blocks. */
export async function rehypeCodeHighlighter() {
  return rehypeShikiFromHighlighter(await loadHighlighter(), {
    // Light colours inline, dark ones as --shiki-dark (theme-dark.css swaps them under data-theme="dark").
    themes: { light: "github-light-high-contrast", dark: "github-dark-high-contrast" },
    defaultLanguage: "text",
    fallbackLanguage: "text",
    addLanguageClass: true,
    // A light slate panel instead of the theme's white, so code stands apart from prose.
    colorReplacements: { "github-light-high-contrast": { "#ffffff": "#f8fafc" } },
  });
}
