import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { useImperativeHandle } from "react";
import { createRoutesStub, useLocation, useSearchParams } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CaptchaHandle } from "~/components/form/captcha-field";
import { demoPrefillFrom } from "../demo-prefill";
import { DemoRequestForm } from "./demo-request-form";

// The real widget needs Web Workers and a challenge server; here it is a stand-in with the same handle.
const captcha = vi.hoisted(() => ({ solve: vi.fn(async () => "solved-payload"), reset: vi.fn() }));
vi.mock("~/components/form/captcha-field", () => ({
  CaptchaField({ ref }: { ref?: React.Ref<CaptchaHandle> }) {
    useImperativeHandle(ref, () => captcha);
    return null;
  },
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  captcha.solve.mockClear();
  captcha.reset.mockClear();
});
afterAll(() => server.close());

const id = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";

function ThankYouProbe() {
  const { state } = useLocation();
  return <p>Thank-you page with {JSON.stringify(state)}</p>;
}

function ScheduleDemo() {
  const [search] = useSearchParams();
  return <DemoRequestForm prefill={demoPrefillFrom(search)} />;
}

const Stub = createRoutesStub([
  { path: "/schedule-demo", Component: ScheduleDemo },
  { path: "/thank-you-for-scheduling-demo", Component: ThankYouProbe },
]);

function renderForm(search = "") {
  return render(<Stub initialEntries={[`/schedule-demo${search ? `?${search}` : ""}`]} />);
}

function inTenDays(): string {
  return new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Work e-mail"), "ada@analytical.example");
  await user.type(screen.getByLabelText("Company"), "Analytical Engines");
  await user.selectOptions(screen.getByLabelText("Size of your testing team"), "11-50");
  await user.click(screen.getByRole("checkbox", { name: "Platform" }));
  fireEvent.change(screen.getByLabelText("Preferred date"), { target: { value: inTenDays() } });
  await user.selectOptions(screen.getByLabelText("Preferred time"), "morning");
}

describe("DemoRequestForm", () => {
  it("sends a valid request with the solved captcha and goes to the thank-you page with the reference", async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post("*/v1/public/demo-requests", async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ status: "Success", id }, { status: 201 });
      }),
    );
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Request my demo" }));

    expect(await screen.findByText(/Thank-you page with/)).toHaveTextContent(
      JSON.stringify({ reference: id, email: "ada@analytical.example" }),
    );
    expect(sent).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@analytical.example",
      company: "Analytical Engines",
      teamSize: "11-50",
      products: ["Platform"],
      preferredDate: inTenDays(),
      preferredTime: "morning",
      captcha: "solved-payload",
    });
  });

  it("checks the fields in the browser first: every error shown and tied to its field, nothing sent", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Request my demo" }));

    const summary = screen.getByRole("alert");
    expect(summary).toHaveTextContent("Enter your name");
    expect(summary).toHaveTextContent("Choose at least one product");
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    expect(screen.getByLabelText("Work e-mail")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Work e-mail")).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    expect(screen.getByRole("checkbox", { name: "Cloud" })).toHaveAccessibleDescription(
      "Choose one or more Error: Choose at least one product",
    );
    expect(captcha.solve).not.toHaveBeenCalled();
  });

  it("on 429 says to wait a minute, keeps every answer and asks for a fresh captcha", async () => {
    const user = userEvent.setup();
    server.use(
      http.post("*/v1/public/demo-requests", () =>
        HttpResponse.json(
          { statusCode: 429, error: "Too Many Requests", message: "Too many requests, try again in a minute." },
          { status: 429 },
        ),
      ),
    );
    renderForm();
    await fillValidForm(user);
    await user.type(screen.getByLabelText("What would you like to see? (optional)"), "Our SAP regression suite");
    await user.click(screen.getByRole("button", { name: "Request my demo" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests, try again in a minute.");
    expect(screen.getByLabelText("Full name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Work e-mail")).toHaveValue("ada@analytical.example");
    expect(screen.getByRole("checkbox", { name: "Platform" })).toBeChecked();
    expect(screen.getByLabelText("What would you like to see? (optional)")).toHaveValue("Our SAP regression suite");
    expect(captcha.reset).toHaveBeenCalledOnce();
  });

  it("shows the server's field errors on their fields, including the captcha's", async () => {
    const user = userEvent.setup();
    server.use(
      http.post("*/v1/public/demo-requests", () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: "Bad Request",
            message: "captcha: This captcha was already used.",
            issues: [{ path: "captcha", message: "This captcha was already used. Solve it again." }],
          },
          { status: 400 },
        ),
      ),
    );
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Request my demo" }));

    // The stand-in widget renders no field, so the message reaches the summary.
    expect(await screen.findByRole("alert")).toHaveTextContent("This captcha was already used. Solve it again.");
    expect(screen.getByLabelText("Company")).toHaveValue("Analytical Engines");
  });

  it("keeps the input and says so when the network fails", async () => {
    const user = userEvent.setup();
    server.use(http.post("*/v1/public/demo-requests", () => HttpResponse.error()));
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Request my demo" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Your answers are still here");
    expect(screen.getByLabelText("Full name")).toHaveValue("Ada Lovelace");
  });

  it("starts from the calculator's numbers when it was opened from there", async () => {
    renderForm("tests=600&duration=3&target=60&parallel=30&plan=on-premises-enterprise");
    const message = await screen.findByLabelText("What would you like to see? (optional)");
    expect((message as HTMLTextAreaElement).value).toContain(
      "600 tests × 3 min average, full run in 60 min → 30 parallel executions.",
    );
    expect(screen.getByRole("checkbox", { name: "Platform" })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText("Preferred date")).toHaveAttribute("min"));
  });
});
