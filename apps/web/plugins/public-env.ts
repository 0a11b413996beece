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
  };
}
