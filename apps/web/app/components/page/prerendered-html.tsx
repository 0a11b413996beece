import { createContext, useContext, useState } from "react";

/**
 * Where the server render finds a page's body by its path (entry.server.tsx
 * provides it from prerender/page-bodies.server.ts). The browser has none.
 */
export const PrerenderedBodies = createContext<(path: string) => string | undefined>(() => undefined);

const marker = "data-prerendered-body";

/** The body's markup already in the document, on the first (hydrating) render in the browser. */
function bodyInDocument(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector(`[${marker}]`)?.innerHTML;
}

/**
 * Build-time HTML whose source is not in the hydration data (lib/body-fragment.ts):
 * `html` when a client navigation fetched it; otherwise the server render
 * reads it from PrerenderedBodies, and hydration keeps the markup the
 * document arrived with, so React sets the same HTML it finds.
 */
export function PrerenderedHtml({ path, html, className }: { path: string; html?: string; className: string }) {
  const fromServer = useContext(PrerenderedBodies)(path);
  const [arrived] = useState(() => (html === undefined ? (fromServer ?? bodyInDocument()) : undefined));
  const markup = html ?? arrived;
  if (markup === undefined) throw new Error(`No HTML for the body of ${path}`);
  const attributes = { [marker]: "" };
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markdown, rendered at build time without raw HTML
    <div className={className} {...attributes} dangerouslySetInnerHTML={{ __html: markup }} />
  );
}
