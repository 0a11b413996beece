/**
 * Defines the <altcha-widget> element from ALTCHA's CSP-friendly build
 * (docs/decisions/030-security-headers.md). The default `altcha` bundle adds
 * its CSS as a <style> element and starts its workers from blob: URLs, both of
 * which the site's Content-Security-Policy blocks. `altcha/external` leaves
 * both to us: the stylesheet becomes a file Vite emits, and the proof-of-work
 * worker a same-origin script. Import it lazily: it is only needed by forms.
 */
import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

/** The only algorithm the API's challenges use (apps/api/src/modules/captcha/captcha-service.ts). */
globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
