import { z } from "zod";
import { assetsEnvelope } from "./shared.js";

// ---------- Site copy ----------

/** GET /v1/public/web-site: the catalogue's section headings (the keys' spellings kept: docs/product/texts.md#odd-spellings). */
export const WebSiteContentSchema = z.object({
  mostUsedHeader: z.string().min(1),
  mostUsedDescription: z.string().min(1),
  nlpHeader: z.string().min(1),
  nlpDescription: z.string().min(1),
  stepGrupHeader: z.string().min(1),
  stepGroupDescription: z.string().min(1),
  elemntsHeader: z.string().min(1),
  elementDescription: z.string().min(1),
});
export type WebSiteContent = z.infer<typeof WebSiteContentSchema>;
export const WebSiteResponseSchema = assetsEnvelope(WebSiteContentSchema);
export type WebSiteResponse = z.infer<typeof WebSiteResponseSchema>;
