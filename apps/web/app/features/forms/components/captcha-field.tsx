import { accountsPaths } from "@ignitest/contracts";
import type { AltchaWidgetElement } from "altcha";
import type {} from "altcha/types/react";
import { type Ref, useEffect, useImperativeHandle, useRef } from "react";
import { FieldError } from "~/components/form/field-error";
import { describedBy, hintClass, labelClass } from "~/components/form/field-styles";
import { config } from "~/site/config";

export type CaptchaHandle = {
  /** The solved payload, solving first if the visitor has not started it yet. */
  solve(): Promise<string>;
  /** Drops the used solution; the next solve fetches a fresh challenge. */
  reset(): void;
};

type CaptchaFieldProps = {
  id: string;
  name: string;
  error?: string | undefined;
  ref?: Ref<CaptchaHandle>;
};

const challengeUrl = `${config.APP_API_URL}${accountsPaths.siteKey}`;

/** The challenge endpoint is a POST (SPEC section 7); the widget would GET it. */
const postChallenge: typeof fetch = (input, init) => fetch(input, { ...init, method: init?.method ?? "POST" });

/**
 * The ALTCHA proof-of-work check (DESIGN.md: self-hosted, no tracking). The
 * widget script (~35 KB) loads only on pages that show a form, after the page
 * is interactive. It starts solving when focus enters the form, so it is
 * usually done by the time the visitor presses Send; `solve()` waits for it.
 */
export function CaptchaField({ id, name, error, ref }: CaptchaFieldProps) {
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const payloadRef = useRef<string | null>(null);
  const readyRef = useRef<Promise<void> | null>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onVerified = (event: Event) => {
      payloadRef.current = (event as CustomEvent<{ payload?: string }>).detail?.payload ?? null;
    };
    const onStateChange = (event: Event) => {
      if ((event as CustomEvent<{ state?: string }>).detail?.state !== "verified") payloadRef.current = null;
    };
    widget.addEventListener("verified", onVerified);
    widget.addEventListener("statechange", onStateChange);
    readyRef.current = import("~/lib/altcha-widget")
      .then(() => customElements.whenDefined("altcha-widget"))
      .then(() => widget.configure({ challenge: challengeUrl, fetch: postChallenge, hideFooter: true }));
    return () => {
      widget.removeEventListener("verified", onVerified);
      widget.removeEventListener("statechange", onStateChange);
    };
  }, []);

  useImperativeHandle(ref, () => ({
    async solve() {
      await readyRef.current;
      if (payloadRef.current) return payloadRef.current;
      const widget = widgetRef.current;
      const result = widget ? await widget.verify() : null;
      if (!result?.payload) throw new Error("The captcha could not be solved");
      payloadRef.current = result.payload;
      return result.payload;
    },
    reset() {
      payloadRef.current = null;
      widgetRef.current?.reset();
    },
  }));

  return (
    <div id={id} tabIndex={-1} aria-describedby={describedBy(hintId, error && errorId)} className="outline-none">
      <p className={labelClass}>Spam check</p>
      <p id={hintId} className={hintClass}>
        Your browser solves a small puzzle to show you are not a robot. It starts when you fill in the form; no
        tracking, no pictures to click.
      </p>
      <div className="mt-2 min-h-16">
        <altcha-widget ref={widgetRef} name={name} auto="onfocus" suppressHydrationWarning />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
