import { site } from "@ignitest/contracts";

/** What a template says; the layout turns it into matching text and HTML parts. */
export type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing to do; its URL is printed in full in both parts, so it works when links are stripped. */
  action?: { label: string; url: string };
  /** A code to type (OTP), shown large. */
  code?: string;
  /** Why the reader got this and what to do if it was not them. */
  footnote: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export function renderMail(content: MailContent): RenderedMail {
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.code ? [`Your code: ${content.code}`, ""] : []),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ""] : []),
    content.footnote,
    "",
    `— The ${site.name} team`,
  ].join("\n");

  const paragraph = (value: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(value)}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6fa;font-family:Arial,Helvetica,sans-serif;color:#1b2433">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b4fd8">${escapeHtml(site.name)}</p>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join("\n")}
${content.code ? `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(content.code)}</p>` : ""}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b4fd8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#0b4fd8;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : ""
}
<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#5b6578">${escapeHtml(content.footnote)}</p>
<p style="margin:16px 0 0;font-size:13px;color:#5b6578">— The ${escapeHtml(site.name)} team</p>
</div>
</body>
</html>`;
  return { subject: content.subject, text, html };
}
