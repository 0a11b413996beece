import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * The mail outbox of the e2e server: without SMTP_URL the API writes every
 * message to $DATA_DIR/outbox as one .eml file (docs/product/design-decisions.md#mail). playwright.config.ts
 * fixes DATA_DIR in E2E_DATA_DIR before the server starts.
 */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the tests through playwright.config.ts");
  return join(dataDir, "outbox");
}

type Message = { file: string; modified: number; headers: Map<string, string>; text: string };

type MailQuery = {
  /** Only messages whose subject matches. */
  subject?: RegExp;
  /** Only messages whose plain text matches (e.g. the link or code wanted). */
  contains?: RegExp;
  /** Only messages written at or after this time (ms since epoch). */
  since?: number;
  timeoutMs?: number;
};

/** Waits for the newest message to `to` that fits the query and returns its decoded plain text. */
export async function latestMailText(
  to: string,
  { subject = /./, contains = /./, since = 0, timeoutMs = 15_000 }: MailQuery = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matching = (await readMessages())
      .filter(
        (message) =>
          message.modified >= since &&
          (message.headers.get("to") ?? "").toLowerCase().includes(to.toLowerCase()) &&
          subject.test(message.headers.get("subject") ?? "") &&
          contains.test(message.text),
      )
      .sort((a, b) => b.modified - a.modified);
    const newest = matching[0];
    if (newest) return newest.text;
    if (Date.now() > deadline) {
      throw new Error(
        `No mail to ${to} matching ${subject} / ${contains} in ${outboxDir()}. Reusing a running server? Set E2E_DATA_DIR to its DATA_DIR.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The first link matching `link` in the newest mail to `to` that has one,
 * as a site-relative path (the mail's origin is the server's SITE_ORIGIN,
 * which need not be the address the tests browse).
 */
export async function linkFromLatestMail(to: string, link: RegExp, query: Omit<MailQuery, "contains"> = {}) {
  const linkPattern = new RegExp(`https?://[^\\s<>"')\\]]*${link.source}[^\\s<>"')\\]]*`);
  const text = await latestMailText(to, { ...query, contains: linkPattern });
  const found = text.match(linkPattern)?.[0] ?? "";
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

async function readMessages(): Promise<Message[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir())).filter((file) => file.endsWith(".eml"));
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const path = join(outboxDir(), file);
      const [raw, info] = await Promise.all([readFile(path, "utf8"), stat(path)]);
      const { headers, body } = splitMessage(raw);
      return { file, modified: info.mtimeMs, headers, text: plainText(headers, body) };
    }),
  );
}

/** RFC 5322: headers (with folded lines) up to the first empty line, then the body. */
function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The text/plain part, decoded; multipart messages are searched part by part. */
function plainText(headers: Map<string, string>, body: string): string {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    const decoded = parts.map((part) => {
      const { headers: partHeaders, body: partBody } = splitMessage(part.replace(/^\n/, ""));
      return { type: partHeaders.get("content-type") ?? "", text: plainText(partHeaders, partBody) };
    });
    return (decoded.find((part) => part.type.startsWith("text/plain")) ?? decoded[0])?.text ?? "";
  }
  return decode(body, headers.get("content-transfer-encoding") ?? "");
}

function decode(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}
