import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { useImperativeHandle } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CaptchaHandle } from "~/components/form/captcha-field";
import { ContactForm } from "./contact-form";

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

function ThankYouProbe() {
  const { state } = useLocation();
  return <p>Thank-you page with {JSON.stringify(state)}</p>;
}

function renderForm() {
  const Stub = createRoutesStub([
    { path: "/contactus", Component: ContactForm },
    { path: "/thank-you-for-contact-us", Component: ThankYouProbe },
  ]);
  return render(<Stub initialEntries={["/contactus"]} />);
}

async function fill(user: ReturnType<typeof userEvent.setup>, message: string) {
  await user.type(screen.getByLabelText("Full name"), "Grace Hopper");
  await user.type(screen.getByLabelText("E-mail"), "grace@navy.example");
  await user.selectOptions(screen.getByLabelText("Topic"), "Partnerships");
  await user.type(screen.getByLabelText("Message"), message);
}

function PrefilledForm() {
  return <ContactForm prefill={{ topic: "Other", message: "Please send me the recording of the webinar." }} />;
}

describe("ContactForm", () => {
  it("starts from what a link filled in (a webinar's recording request), which the visitor can still change", async () => {
    const Stub = createRoutesStub([{ path: "/contactus", Component: PrefilledForm }]);
    render(<Stub initialEntries={["/contactus"]} />);
    expect(await screen.findByLabelText("Topic")).toHaveValue("Other");
    expect(screen.getByLabelText("Message")).toHaveValue("Please send me the recording of the webinar.");
    expect(screen.getByLabelText("Message")).not.toHaveAttribute("readonly");
  });

  it("sends the message and lands on the contact thank-you page", async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.post("*/v1/public/contact-messages", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: "Success", id: "0b0c0d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e" }, { status: 201 });
      }),
    );
    renderForm();
    await fill(user, "We would like to become a reseller in Canada.");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByText(/Thank-you page with/)).toHaveTextContent("grace@navy.example");
    expect(sent).toEqual({
      name: "Grace Hopper",
      email: "grace@navy.example",
      topic: "Partnerships",
      message: "We would like to become a reseller in Canada.",
      captcha: "solved-payload",
    });
  });

  it("asks for at least 10 characters without sending anything", async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, "Hi");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(screen.getByRole("alert")).toHaveTextContent("Write at least 10 characters so we can help");
    expect(screen.getByLabelText("Message")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Message")).toHaveFocus();
    expect(screen.getByLabelText("Message")).toHaveValue("Hi");
    expect(captcha.solve).not.toHaveBeenCalled();
  });

  it("shows a server-side field error on its field and keeps the text", async () => {
    const user = userEvent.setup();
    server.use(
      http.post("*/v1/public/contact-messages", () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: "Bad Request",
            message: "email: Enter a valid e-mail address, like name@company.com",
            issues: [{ path: "email", message: "Enter a valid e-mail address, like name@company.com" }],
          },
          { status: 400 },
        ),
      ),
    );
    renderForm();
    await fill(user, "Please call me about the Enterprise license.");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Enter a valid e-mail address");
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("E-mail")).toHaveFocus();
    expect(screen.getByLabelText("Message")).toHaveValue("Please call me about the Enterprise license.");
  });
});
