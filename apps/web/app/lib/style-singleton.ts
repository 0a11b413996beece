import { useEffect } from "react";

/**
 * Stands in for `react-style-singleton` (vite.config.ts aliases it), which
 * react-remove-scroll uses to lock page scroll while a Radix dialog is open.
 * The original adds a <style> element whose CSS holds the measured scrollbar
 * width, so no build-time hash can allow it, and the site's
 * Content-Security-Policy has no 'unsafe-inline' for styles
 * (docs/decisions/030-security-headers.md). This one adopts a constructed
 * stylesheet instead: CSS that the page's own script builds through the CSSOM
 * is not inline markup, and CSP lets it through. Same API and reference
 * counting as the original (2.2).
 */
export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css: string) {
      if (counter === 0 && "adoptedStyleSheets" in document) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== removed);
        sheet = null;
      }
    },
  };
}

/** A hook that adds `styles` while at least one component using it is mounted. */
export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: the original's contract: styles are read once unless dynamic.
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]);
  };
}

/** A component that adds `styles` while at least one instance is mounted. */
export function styleSingleton() {
  const useStyle = styleHookSingleton();
  // biome-ignore lint/correctness/noComponentHookFactories: the library's API; callers create it once, at module level.
  function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  }
  return Sheet;
}
