import { useRef } from "react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import type { CaptchaHandle } from "~/components/form/captcha-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import type { PostFormResult } from "../api/post-form";
import type { ThankYouState } from "../components/thank-you-screen";

type SalesFormOptions<Schema extends z.ZodType<{ email: string }>> = {
  /** The contract's request schema without the captcha, checked in the browser. */
  schema: Schema;
  /** Turns the form's fields into the schema's input (default: every named text field). */
  read?: (data: FormData) => unknown;
  /** Sends the checked values with the solved captcha. */
  send: (values: z.output<Schema>, captcha: string) => Promise<PostFormResult>;
  /** Where a stored request leads. */
  thankYouPath: string;
};

/**
 * The submit path of the sales forms (demo request, contact): check in the
 * browser, solve the captcha, send, and move to the thank-you page only once
 * the API has stored the request. Nothing typed is cleared on failure.
 */
export function useSalesForm<Schema extends z.ZodType<{ email: string }>>({
  schema,
  read,
  send,
  thankYouPath,
}: SalesFormOptions<Schema>) {
  const navigate = useNavigate();
  const captcha = useRef<CaptchaHandle>(null);
  const form = useValidatedForm({
    schema,
    ...(read ? { read } : {}),
    async onValid(values) {
      const payload = await captcha.current?.solve();
      if (!payload) return { fields: { captcha: "The security check could not finish. Press Send again to retry." } };
      const result = await send(values, payload);
      if (!result.ok) {
        // A solution counts once; whatever went wrong, the next attempt needs a fresh one.
        captcha.current?.reset();
        return result.failure;
      }
      const state: ThankYouState = { reference: result.id, email: values.email };
      await navigate(thankYouPath, { state });
      return undefined;
    },
  });
  return { form, captcha };
}
