import {
  ChangePasswordRequestSchema,
  ChangePhoneRequestSchema,
  EmailSchema,
  OtpSchema,
  PasswordSchema,
  PhoneSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
} from "@ignitest/contracts";
import { z } from "zod";

/**
 * The account forms' client-side checks: the contract's request schemas, with
 * a plain "enter your …" for an empty field where the contract's message is
 * about the format. The server checks the same schemas again.
 */
function required<T extends z.ZodType<unknown, string>>(message: string, schema: T) {
  return z.string({ error: message }).trim().min(1, message).pipe(schema);
}

const email = required("Enter your e-mail address.", EmailSchema);
const newPassword = z.string({ error: "Choose a password." }).min(1, "Choose a password.").pipe(PasswordSchema);
const phone = required("Enter your phone number.", PhoneSchema);

/** Without the captcha: the form asks for it only when the service says the account needs one. */
export const SignInFormSchema = SignInRequestSchema.omit({ captcha: true }).extend({ email });

/** Without the captcha: the form solves it only once the fields are valid. */
export const SignUpFormSchema = SignUpRequestSchema.omit({ captcha: true }).extend({
  email,
  phone,
  password: newPassword,
});

export const EmailFormSchema = z.object({ email });

export const NewPasswordFormSchema = ChangePasswordRequestSchema.pick({ password: true })
  .extend({
    password: newPassword,
    confirmPassword: z.string({ error: "Enter the new password again." }).min(1, "Enter the new password again."),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords do not match.",
  });

export const PhoneFormSchema = ChangePhoneRequestSchema.pick({ phone: true }).extend({ phone });

export const OtpFormSchema = z.object({ otp: required("Enter the 6-digit code.", OtpSchema) });
