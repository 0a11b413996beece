import { act, render } from "@testing-library/react";
import { createRef } from "react";
import { flushSync } from "react-dom";
import { describe, expect, it, vi } from "vitest";
import { CaptchaField, type CaptchaHandle } from "./captcha-field";

const configured: unknown[] = [];

// Like ALTCHA's Svelte custom element: `configure` exists only once the element has built its component,
// a microtask after it was connected.
vi.mock("~/lib/altcha-widget", () => {
  class FakeAltchaWidget extends HTMLElement {
    component: { configure: (options: unknown) => void } | undefined;
    async connectedCallback() {
      await Promise.resolve();
      this.component = { configure: (options) => configured.push(options) };
    }
    get configure() {
      return this.component?.configure;
    }
  }
  if (!customElements.get("altcha-widget")) customElements.define("altcha-widget", FakeAltchaWidget);
  return {};
});

describe("CaptchaField", () => {
  it("configures the widget only once the element can be configured, however soon React runs its effect", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const ref = createRef<CaptchaHandle>();
    const challenge = { url: "/optimize/v1/captcha/challenge", fetch: vi.fn() as unknown as typeof fetch };
    let view: ReturnType<typeof render> | undefined;
    // A synchronous render and commit: React runs the effects before any microtask, as it may in the browser.
    await act(async () => {
      flushSync(() => {
        view = render(<CaptchaField ref={ref} id="captcha" challenge={challenge} />);
      });
    });
    await vi.waitFor(() => expect(view?.container.querySelector("altcha-widget")).not.toBeNull());
    await vi.waitFor(() => expect(configured).toHaveLength(1));
    expect(configured[0]).toMatchObject({ challenge: "/optimize/v1/captcha/challenge", auto: "onfocus" });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
