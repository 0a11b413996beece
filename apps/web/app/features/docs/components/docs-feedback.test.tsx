import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DocsFeedback } from "./docs-feedback";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const path = "/docs/configuration/jenkins-integration";

/** Answers 201 and records every body the widget sent. */
function acceptFeedback() {
  const bodies: unknown[] = [];
  server.use(
    http.post("*/v1/public/docs-feedback", async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ status: "Success", id: "0b0c0d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e" }, { status: 201 });
    }),
  );
  return bodies;
}

describe("DocsFeedback", () => {
  it("asks, marks the chosen answer as pressed, and sends it with the trimmed comment", async () => {
    const user = userEvent.setup();
    const bodies = acceptFeedback();
    render(<DocsFeedback path={path} />);

    expect(screen.getByRole("heading", { name: "Was this helpful?" })).toBeVisible();
    const yes = screen.getByRole("button", { name: "Yes" });
    const no = screen.getByRole("button", { name: "No" });
    expect(yes).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();

    await user.click(no);
    expect(no).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByLabelText("What was missing or unclear? (optional)")).toBeVisible();
    await user.click(yes);
    expect(yes).toHaveAttribute("aria-pressed", "true");
    expect(no).toHaveAttribute("aria-pressed", "false");

    await user.type(screen.getByLabelText("What helped you? (optional)"), "  The build trigger steps were clear.  ");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));

    expect(await screen.findByRole("status")).toHaveTextContent(
      "Thank you for your feedback. It helps us improve this page.",
    );
    expect(bodies).toEqual([{ path, helpful: true, comment: "The build trigger steps were clear." }]);
    expect(screen.queryByRole("button", { name: "Yes" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("sends an answer without a comment", async () => {
    const user = userEvent.setup();
    const bodies = acceptFeedback();
    render(<DocsFeedback path={path} />);
    await user.click(screen.getByRole("button", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    await screen.findByText("Thank you for your feedback. It helps us improve this page.");
    expect(bodies).toEqual([{ path, helpful: false }]);
  });

  it("shows the API's comment error on the field and keeps what the reader wrote", async () => {
    const user = userEvent.setup();
    server.use(
      http.post("*/v1/public/docs-feedback", () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: "Bad Request",
            message: "comment: Keep the comment under 1000 characters",
            issues: [{ path: "comment", message: "Keep the comment under 1000 characters" }],
          },
          { status: 400 },
        ),
      ),
    );
    render(<DocsFeedback path={path} />);
    await user.click(screen.getByRole("button", { name: "No" }));
    const field = screen.getByLabelText("What was missing or unclear? (optional)");
    await user.type(field, "The proxy settings are missing.");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Keep the comment under 1000 characters");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Keep the comment under 1000 characters"));
    expect(field).toHaveValue("The proxy settings are missing.");
    expect(screen.getByRole("button", { name: "No" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it.each([
    [
      "the API limits the reader",
      () => HttpResponse.json({}, { status: 429 }),
      "Too many requests, try again in a minute.",
    ],
    ["the API fails", () => HttpResponse.json({}, { status: 500 }), "We could not send your feedback."],
    ["the network is down", () => HttpResponse.error(), "We could not send your feedback."],
  ])("says so when %s, keeps the comment, and sends again on the next try", async (_case, failure, message) => {
    const user = userEvent.setup();
    server.use(http.post("*/v1/public/docs-feedback", failure, { once: true }));
    render(<DocsFeedback path={path} />);
    await user.click(screen.getByRole("button", { name: "Yes" }));
    await user.type(screen.getByLabelText("What helped you? (optional)"), "Good screenshots.");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText("What helped you? (optional)")).toHaveValue("Good screenshots.");

    const bodies = acceptFeedback();
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Thank you for your feedback."));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(bodies).toEqual([{ path, helpful: true, comment: "Good screenshots." }]);
  });

  it("starts afresh on another page", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DocsFeedback path={path} />);
    await user.click(screen.getByRole("button", { name: "Yes" }));
    rerender(<DocsFeedback path="/docs/configuration/slack-integration" />);
    expect(screen.getByRole("button", { name: "Yes" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });
});
