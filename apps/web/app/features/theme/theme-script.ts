/** Where the visitor's choice is kept ("light" or "dark"; absent means follow the system). */
export const themeStorageKey = "theme";

/**
 * Runs inline in <head>, before the stylesheet paints anything, so a dark
 * page is dark from its first frame (no flash of the light theme). It is
 * hashed into the Content-Security-Policy at build time like the other inline
 * scripts (docs/decisions/030-security-headers.md); keep it tiny and keep it
 * in step with resolveTheme() below. Blocked storage falls back to the system.
 */
export const themeScript = `try{var t=localStorage.getItem("${themeStorageKey}")}catch(e){}document.documentElement.dataset.theme=t==="dark"||t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"`;
