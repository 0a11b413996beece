import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEnv } from "../test/test-env.js";
import { escapeHtml, readSentMail, registerMail, renderMail, sendMail } from "./index.js";

describe("mail without SMTP_URL", () => {
  let dataDir: string;
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "ignitest-mail-"));
    registerMail(app, testEnv({ DATA_DIR: dataDir }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("writes one RFC 5322 .eml per message to DATA_DIR/outbox, with text and HTML parts", async () => {
    const link = "https://www.ignitest.example/user-activated?token=abcDEF123_-abcDEF123_-abcDEF123_-abcDEF123";
    const mail = renderMail({
      subject: "Activate your Ignitest account",
      greeting: "Hello Zoë <script>,",
      paragraphs: ["The link works once."],
      action: { label: "Activate my account", url: link },
      footnote: "If you did not sign up, ignore this e-mail.",
    });
    await sendMail(app, { to: { name: "Zoë <script>", address: "zoe@example.com" }, ...mail, link });
    await sendMail(app, { to: "second@example.com", subject: "Second", text: "plain", html: "<p>plain</p>" });

    const files = (await readdir(join(dataDir, "outbox"))).filter((file) => file.endsWith(".eml"));
    expect(files).toHaveLength(2);
    const raw = await readFile(join(dataDir, "outbox", files.sort()[0] ?? ""), "utf8");
    expect(raw).toMatch(/^From: Ignitest <no-reply@ignitest\.example>\r$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Message-ID: </m);
    expect(raw).toMatch(/^Date: /m);

    const [first, second] = await readSentMail(app);
    expect(first?.to).toContain("zoe@example.com");
    expect(first?.subject).toBe("Activate your Ignitest account");
    expect(first?.text).toContain("Hello Zoë <script>,");
    expect(first?.text).toContain(link);
    expect(first?.html).toContain(`href="${link}"`);
    // The name is escaped in HTML, never markup.
    expect(first?.html).toContain("Hello Zoë &lt;script&gt;,");
    expect(first?.html).not.toContain("<script>");
    expect(second?.subject).toBe("Second");
  });

  it("escapes every HTML-significant character", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("mail kept in memory (test apps)", () => {
  it("keeps messages in memory", async () => {
    const app = Fastify({ logger: false });
    registerMail(app, testEnv(), { inMemory: true });
    await sendMail(app, { to: "x@example.com", subject: "Kept", text: "t", html: "<p>t</p>" });
    expect(app.mailer.kind).toBe("memory");
    expect((await readSentMail(app)).map((message) => message.subject)).toEqual(["Kept"]);
    await app.close();
  });
});
