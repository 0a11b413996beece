import { accountsPaths, SignUpRequestSchema, type SignUpResponse } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { type AccountsContext, perMinute } from "./accounts-context.js";
import { fieldError } from "./accounts-errors.js";
import { passwordProblem } from "./services/password-policy.js";
import { hashPassword } from "./services/passwords.js";

export const signUpAnswer: SignUpResponse = {
  status: "Success",
  message: "Thank you for signing up. Check your inbox: we have sent the next step to your e-mail address.",
};

/**
 * POST …/signup (JSON or multipart/form-data). The answer is the same whether
 * or not the address already has an account, and takes as long (the password
 * is hashed either way, mail goes out in the background). A new address gets
 * a PENDING account and an activation link; a pending one a fresh link; an
 * active one a "you already have an account" notice.
 */
export function registerSignUp(scope: FastifyInstance, ctx: AccountsContext) {
  scope.post(accountsPaths.signUp, perMinute("signUp"), async (request) => {
    const body = SignUpRequestSchema.parse(request.body ?? {});
    await ctx.captcha.verify(body.captcha, "signup");
    const problem = passwordProblem(body.password, { email: body.email, name: body.name });
    if (problem) throw fieldError("PASSWORD_REJECTED", "password", problem);

    const passwordHash = await hashPassword(body.password);
    const existing = await ctx.users.findByEmail(body.email);
    if (!existing) {
      const created = await ctx.users.insertPending({
        email: body.email,
        name: body.name,
        company: body.company,
        phone: body.phone,
        passwordHash,
        createdAt: ctx.now(),
      });
      // Undefined only if a concurrent sign-up took the address a moment ago: that one carries on.
      if (created) {
        const token = await ctx.links.issue(created.id, "ACTIVATION");
        ctx.mails.later(() => ctx.mails.activation(created, token));
      }
    } else if (existing.status === "PENDING") {
      // The first sign-up's details stand (whoever holds the mailbox activates them); only the link is renewed.
      if (!(await ctx.links.issuedRecently(existing.id, "ACTIVATION"))) {
        const token = await ctx.links.issue(existing.id, "ACTIVATION");
        ctx.mails.later(() => ctx.mails.activation(existing, token, true));
      }
    } else if (await ctx.notices.claim(existing.email, "existing-account")) {
      ctx.mails.later(() => ctx.mails.existingAccount(existing, "signup"));
    }
    return signUpAnswer;
  });
}
