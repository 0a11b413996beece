import { z } from "zod";

/**
 * The settings the browser needs, read from the environment at build time,
 * validated here (zod stays out of the client bundle) and inlined by Vite as
 * `__PUBLIC_ENV__`. Empty API base URLs mean "same origin as the site".
 */
const PublicEnvSchema = z.object({
  SITE_URL: z.url().default("https://www.ignitest.example"),
  SUPPORT_URL: z.url().default("https://support.ignitest.example"),
  APP_URL: z.url().default("https://app.ignitest.example"),
  APP_API_URL: z.union([z.url(), z.literal("")]).default(""),
  ASSETS_API_URL: z.union([z.url(), z.literal("")]).default(""),
  DOWNLOADS_API_URL: z.union([z.url(), z.literal("")]).default(""),
  /**
   * Encrypts the login record in app links (docs/product/calls.md#app-link-encryption). It ships to the
   * browser, so it is not a secret: docs/decisions/004-app-link-encryption.md.
   * The default only suits development; set the app host's key in production.
   */
  LINK_ENCRYPTION_KEY: z
    .string()
    .regex(/^[\x21-\x7e]{32}$/, "LINK_ENCRYPTION_KEY must be 32 printable ASCII characters")
    .default("dev-only-app-link-key-not-secret"),
  // Where the academy and tutorial videos live: a path on this site (the clips under public/media) or cloud storage.
  MEDIA_BASE_URL: z
    .union([z.url(), z.string().regex(/^\/[\w./-]*$/, "an absolute URL or a path such as /media")])
    .default("/media"),
  /**
   * Where each academy practice test opens, in a new tab (docs/product/academy-practice.md): `{n}` is the
   * test's number. By default the playground's task on this site; a deployment may point at its own forms.
   */
  PRACTICE_TEST_URL: z
    .string()
    .refine((value) => value.includes("{n}"), "PRACTICE_TEST_URL must hold {n}, the practice test's number")
    .refine(
      (value) =>
        /^\/(?!\/)/.test(value) || z.url({ protocol: /^https?$/ }).safeParse(value.replace("{n}", "1")).success,
      "PRACTICE_TEST_URL must be a path on this site (/playground?practice={n}) or an http(s) URL",
    )
    .default("/playground?practice={n}"),
});
export type PublicEnv = z.infer<typeof PublicEnvSchema>;

export function readPublicEnv(env: NodeJS.ProcessEnv = process.env): PublicEnv {
  const parsed = PublicEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid public environment:\n${z.prettifyError(parsed.error)}`);
  }
  const trim = (url: string) => url.replace(/\/+$/, "");
  const { data } = parsed;
  return {
    SITE_URL: trim(data.SITE_URL),
    SUPPORT_URL: data.SUPPORT_URL,
    APP_URL: trim(data.APP_URL),
    APP_API_URL: trim(data.APP_API_URL),
    ASSETS_API_URL: trim(data.ASSETS_API_URL),
    DOWNLOADS_API_URL: trim(data.DOWNLOADS_API_URL),
    LINK_ENCRYPTION_KEY: data.LINK_ENCRYPTION_KEY,
    MEDIA_BASE_URL: trim(data.MEDIA_BASE_URL),
    PRACTICE_TEST_URL: data.PRACTICE_TEST_URL,
  };
}
