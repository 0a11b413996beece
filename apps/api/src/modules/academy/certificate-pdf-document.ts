import { site } from "@ignitest/contracts";
import PDFDocument from "pdfkit";
import type { CertificateRow } from "./exam-data.js";

const ink = "#0f172a";
const brand = "#1d4ed8";

function longDate(date: Date): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/**
 * The certificate as an A4 landscape PDF (pdfkit, built-in Helvetica). Content
 * streams are left uncompressed: the file stays small (text only) and its
 * words can be read back by any tool, the tests included.
 */
export function certificatePdf(certificate: CertificateRow, verifyUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 56,
    compress: false,
    info: {
      Title: `${certificate.certification}: ${certificate.holderName}`,
      Author: `${site.name} Academy`,
      Subject: `Certificate ${certificate.id}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { width, height } = doc.page;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke(brand);
  doc.moveDown(2);
  doc.font("Helvetica-Bold").fontSize(16).fillColor(brand).text(`${site.name} Academy`, { align: "center" });
  doc.moveDown(1.5);
  doc.font("Helvetica").fontSize(14).fillColor(ink).text("This certifies that", { align: "center" });
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").fontSize(32).text(certificate.holderName, { align: "center" });
  doc.moveDown(0.5);
  doc.font("Helvetica").fontSize(14).text("has passed the certification exam and holds the title", { align: "center" });
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").fontSize(22).fillColor(brand).text(certificate.certification, { align: "center" });
  doc.moveDown(1.5);
  doc
    .font("Helvetica")
    .fontSize(12)
    .fillColor(ink)
    .text(`Score: ${certificate.percent} %`, { align: "center" })
    .text(`Issued: ${longDate(certificate.issuedAt)}`, { align: "center" })
    .text(`Valid until: ${longDate(certificate.expiresAt)}`, { align: "center" });
  doc.moveDown(1.5);
  doc.fontSize(10).text(`Certificate ID: ${certificate.id}`, { align: "center" });
  doc.text(`Verify at ${verifyUrl}`, { align: "center", link: verifyUrl });
  doc.end();
  return done;
}
