import type { AltchaWidgetElement } from "altcha";
import type {} from "altcha/types/react";
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { FieldError } from "./field-error";
import { labelClass } from "./field-styles";

/** What a form needs from the captcha: a solved payload on submit, and a fresh start after each use. */
export type CaptchaHandle = {
  /** The solved payload; runs the proof of work first if it has not run yet. Null if it failed. */
  solve: () => Promise<string | null>;
  /** A payload is accepted once per call: forget it and fetch a new challenge. */
  reset: () => void;
};

type WidgetState = "unverified" | "verifying" | "verified" | "error" | "expired" | "code";

const announcements: Partial<Record<WidgetState, string>> = {
  verifying: "Running the security check…",
  verified: "Security check complete.",
  error: "The security check failed. Select “I'm not a robot” to try again.",
  expired: "The security check expired. It runs again when you submit the form.",
};

/** Where the widget gets its challenge: the address it is given and the `fetch` that actually loads it. */
export type CaptchaChallengeSource = { url: string; fetch: typeof fetch };

type CaptchaFieldProps = {
  challenge: CaptchaChallengeSource;
  ref: Ref<CaptchaHandle>;
  /** Id of the focusable group, so the form's error summary can link to it. */
  id: string;
  error?: string | undefined;
};

/**
 * The ALTCHA proof-of-work check (docs/product/design-decisions.md#captcha: self-hosted, no tracking). The
 * widget's code is loaded only on pages that render this field. It starts
 * working as soon as the user focuses the form, so it is usually done before
 * they submit; its state changes are announced in a polite live region,
 * because the widget itself announces nothing.
 */
export function CaptchaField({ ref, id, error, challenge }: CaptchaFieldProps) {
  const errorId = `${id}-error`;
  const [loaded, setLoaded] = useState(false);
  const [state, setState] = useState<WidgetState>("unverified");
  const widgetRef = useRef<AltchaWidgetElement | null>(null);
  const payloadRef = useRef<string | null>(null);
  const readyRef = useRef(deferred<AltchaWidgetElement>());

  useEffect(() => {
    let canceled = false;
    import("~/lib/altcha-widget")
      // The module registers the element; wait until it is defined before rendering and configuring it.
      .then(() => customElements.whenDefined("altcha-widget"))
      .then(() => !canceled && setLoaded(true))
      .catch((reason: unknown) => console.warn("The captcha widget failed to load", reason));
    return () => {
      canceled = true;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!loaded || !widget) return;
    const onState = (event: Event) => {
      const next = (event as CustomEvent<{ state: WidgetState; payload?: string }>).detail;
      if (next.state !== "verified") payloadRef.current = null;
      else if (next.payload) payloadRef.current = next.payload;
      setState(next.state);
    };
    widget.addEventListener("statechange", onState);
    let live = true;
    // The challenge address and `auto` come only with the fetch: given as attributes, the widget could
    // start on a focus before this effect ran and GET the address itself (a 404: site-key is a POST).
    // <altcha-widget> is a Svelte custom element: `configure` exists only once it has built its component,
    // a microtask after it was connected, and React may run this effect before that ("configure is not a
    // function" broke the form now and then). A microtask queued here runs after the element's.
    const configure = async () => {
      await null; // after the element's own microtask
      if (!live) return;
      // Typed as a promise, but this version returns nothing; awaiting works either way.
      await widget.configure({ challenge: challenge.url, fetch: challenge.fetch, auto: "onfocus", hideFooter: true });
      if (live) readyRef.current.resolve(widget);
    };
    void configure();
    return () => {
      live = false;
      widget.removeEventListener("statechange", onState);
    };
  }, [loaded, challenge]);

  useImperativeHandle(ref, () => ({
    async solve() {
      if (payloadRef.current) return payloadRef.current;
      const widget = await readyRef.current.promise;
      const result = await widget.verify();
      payloadRef.current = result?.payload ?? null;
      return payloadRef.current;
    },
    reset() {
      payloadRef.current = null;
      widgetRef.current?.reset();
    },
  }));

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      className="rounded-lg focus-visible:outline-3 focus-visible:outline-ink-600"
    >
      <legend className={labelClass}>Security check</legend>
      <div className={`mt-1.5 min-h-12 ${error ? "rounded-md ring-2 ring-red-700" : ""}`}>
        {loaded ? (
          <altcha-widget ref={widgetRef} name="altcha" />
        ) : (
          <p className="flex h-12 max-w-80 items-center rounded-md border border-slate-300 px-3 text-sm text-slate-600">
            Loading the security check…
          </p>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcements[state] ?? ""}
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** A promise with its resolve function (Promise.withResolvers is too new for some supported Safaris). */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
