import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Finds a form mail in the e2e server's outbox ($E2E_DATA_DIR/outbox, one
 * .eml a message; see playwright.config.ts) by recipient and a text it must
 * contain, such as the submission's reference. Returns the decoded message.
 */
export async function waitForMail(
  to: string,
  contains: string,
  { timeoutMs = 15_000 }: { timeoutMs?: number } = {},
): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the tests through playwright.config.ts");
  const outbox = join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith(".eml"))) {
      const message = decode(await readFile(join(outbox, file), "utf8"));
      const recipient = message.match(/^To: (.+)$/im)?.[1] ?? "";
      if (recipient.toLowerCase().includes(to.toLowerCase()) && message.includes(contains)) return message;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} containing ${contains} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Unfolds headers and undoes quoted-printable, enough to search the text of a message. */
function decode(raw: string): string {
  return raw
    .replace(/\r\n/g, "\n")
    .replace(/\n[ \t]+/g, " ")
    .replace(/=\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
