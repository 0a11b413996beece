import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** A message read back from the outbox: headers and the decoded text and HTML parts. */
export type OutboxMessage = {
  file: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
};

/** Every .eml in `outboxDir`, oldest first (file names start with the time). Empty when the folder does not exist yet. */
export async function readOutbox(outboxDir: string): Promise<OutboxMessage[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((name) => name.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (name) => ({
      ...parseEml(await readFile(join(outboxDir, name), "utf8")),
      file: join(outboxDir, name),
    })),
  );
}

/**
 * Reads the messages nodemailer renders (single part, or multipart/alternative
 * with text and HTML), enough to check what a recipient sees. Not a general
 * MIME parser.
 */
export function parseEml(raw: string): OutboxMessage {
  const { headers, body } = splitHeaders(raw);
  const message: OutboxMessage = {
    file: null,
    to: decodeWords(headers.get("to") ?? ""),
    subject: decodeWords(headers.get("subject") ?? ""),
    text: "",
    html: "",
    raw,
  };
  for (const part of leafParts(headers, body)) {
    const type = (part.headers.get("content-type") ?? "text/plain").toLowerCase();
    const decoded = decodeBody(part.body, part.headers.get("content-transfer-encoding") ?? "7bit");
    if (type.startsWith("text/plain")) message.text = decoded;
    else if (type.startsWith("text/html")) message.html = decoded;
  }
  return message;
}

type Part = { headers: Map<string, string>; body: string };

function splitHeaders(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with white space and continue the previous one.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leafParts(headers: Map<string, string>, body: string): Part[] {
  const type = headers.get("content-type") ?? "";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => {
      const part = splitHeaders(chunk.replace(/^\n/, ""));
      return leafParts(part.headers, part.body);
    });
}

function decodeBody(body: string, encoding: string): string {
  const trimmed = body.replace(/\n$/, "");
  switch (encoding.toLowerCase()) {
    case "quoted-printable":
      return Buffer.from(
        trimmed
          .replace(/=\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    case "base64":
      return Buffer.from(trimmed.replace(/\s/g, ""), "base64").toString("utf8");
    default:
      return trimmed;
  }
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}
