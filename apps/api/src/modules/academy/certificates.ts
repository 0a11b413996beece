import {
  type CertificateList,
  CertificateParamsSchema,
  certificatePagePrefix,
  certificatePaths,
  withBrand,
} from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../http/errors.js";
import { type AcademyContext, perMinute } from "./academy-context.js";
import { certificatePdf } from "./certificate-pdf-document.js";
import { certificateView } from "./exam-views.js";

/**
 * The certificate calls: the public view and PDF (anyone holding the
 * unguessable id may verify it), and the holder's own list.
 */
export function registerCertificates(scope: FastifyInstance, ctx: AcademyContext & { siteOrigin: string }) {
  async function find(params: unknown) {
    const { certificateId } = CertificateParamsSchema.parse(params);
    const row = await ctx.exam.findCertificate(certificateId);
    if (!row) throw new HttpError(404, `No certificate has the id ${certificateId}`);
    return row;
  }

  scope.get(certificatePaths.view, perMinute(60), async (request, reply) => {
    const row = await find(request.params);
    // Revocation must show at once: never cached.
    reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex");
    return certificateView(row, ctx.now());
  });

  // Drawing a PDF costs more than a lookup: a lower limit.
  scope.get(certificatePaths.pdf, perMinute(20), async (request, reply) => {
    const row = await find(request.params);
    const verifyUrl = `${ctx.siteOrigin}${withBrand(certificatePagePrefix)}${row.id}`;
    const pdf = await certificatePdf(row, verifyUrl);
    return reply
      .header("Cache-Control", "no-store")
      .header("X-Robots-Tag", "noindex")
      .header("Content-Disposition", `attachment; filename="certificate-${row.id}.pdf"`)
      .type("application/pdf")
      .send(pdf);
  });

  scope.get(certificatePaths.mine, perMinute(60), async (request, reply) => {
    const { user } = await ctx.accessTokens.authenticate(request);
    reply.header("Cache-Control", "no-store");
    const now = ctx.now();
    const answer: CertificateList = {
      certificates: (await ctx.exam.certificatesOf(user.id)).map((row) => certificateView(row, now)),
    };
    return answer;
  });
}
