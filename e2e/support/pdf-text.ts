/**
 * The text of a PDF as a viewer shows it, for the certificate's uncompressed
 * content streams: pdfkit writes each run of text as hex strings in TJ arrays.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  return [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((match) =>
      [...(match[1] ?? "").matchAll(/<([0-9a-fA-F]+)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1"))
        .join(""),
    )
    .join("\n");
}
