import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/** docs/product/pages-and-routes.md#render-delay: without existing markup the app renders after this delay. */
const RENDER_DELAY_MS = 1000;

// docs/product/pages-and-routes.md#render-delay: any background worker is unregistered. Earlier versions of the
// site may have installed one; it would serve stale pages forever.
navigator.serviceWorker
  ?.getRegistrations()
  .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
  .catch(() => undefined);

function render() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Prerendered pages arrive with their markup: attach to it at once. Only the
// SPA fallback (a path that was not prerendered) arrives empty and waits.
const arrivedWithMarkup = document.querySelector("[data-spa-fallback]") === null;
if (arrivedWithMarkup) render();
else window.setTimeout(render, RENDER_DELAY_MS);
