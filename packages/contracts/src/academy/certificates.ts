import { z } from "zod";
import { site } from "../site.js";

/**
 * Certificates (issue 13, item 3). A pass issues one with an unguessable id
 * (128 random bits, base64url). Verification is public:
 *
 *   GET /v1/public/certificates/:certificateId      → 200 CertificateView, 404 unknown
 *   GET /v1/public/certificates/:certificateId/pdf  → 200 application/pdf, 404 unknown
 *   GET /v1/academy/certificates (Bearer)           → 200 CertificateList (the holder's own)
 *
 * The page /{brand}-academy/certificates/{id} shows the view; the site
 * server answers it 404 for an unknown id.
 */
export const certificatePaths = {
  view: "/v1/public/certificates/:certificateId",
  pdf: "/v1/public/certificates/:certificateId/pdf",
  mine: "/v1/academy/certificates",
} as const;

export const CERTIFICATION_NAME = `${site.name} Certified Automation Engineer`;
export const CERTIFICATE_VALID_YEARS = 2;

export const CertificateIdSchema = z
  .string({ error: "Name the certificate by its id" })
  .regex(/^[A-Za-z0-9_-]{22}$/, { error: "Name the certificate by its 22-character id" });

export const CertificateParamsSchema = z.strictObject({ certificateId: CertificateIdSchema });

export const CertificateViewSchema = z.object({
  id: CertificateIdSchema,
  holderName: z.string(),
  certification: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  /** Valid until expiry unless revoked. */
  status: z.enum(["valid", "expired", "revoked"]),
  /** The score of the passing attempt, in percent. */
  percent: z.number().int(),
});
export type CertificateView = z.infer<typeof CertificateViewSchema>;

export const CertificateListSchema = z.object({ certificates: z.array(CertificateViewSchema) });
export type CertificateList = z.infer<typeof CertificateListSchema>;

/** Where the public verification page of a certificate lives (brand slug expanded by the caller). */
export const certificatePagePrefix = "/{brand}-academy/certificates/";
