import { describe, expect, it } from "vitest";
import { readEnv } from "./env.js";

describe("readEnv", () => {
  it("applies every default in the schema, SITE_ORIGIN's from PORT included", () => {
    const env = readEnv({});
    expect(env.SITE_ORIGIN).toBe("http://localhost:3000");
    expect(env.SALES_INBOX).toBe("sales@ignitest.example");
    expect(env.MAIL_FROM).toBe("Ignitest <no-reply@ignitest.example>");
    expect(env.SEARCHES_PER_MINUTE).toBe(120);
    expect(readEnv({ PORT: "8080" }).SITE_ORIGIN).toBe("http://localhost:8080");
    expect(readEnv({ PORT: "8080", SITE_ORIGIN: "https://www.example.com" }).SITE_ORIGIN).toBe(
      "https://www.example.com",
    );
  });

  it("leaves the site's build-time app-link settings alone (README, Environment)", () => {
    const env = readEnv({ APP_URL: "not a url", LINK_ENCRYPTION_KEY: "short" });
    expect(env).not.toHaveProperty("APP_URL");
    expect(env).not.toHaveProperty("LINK_ENCRYPTION_KEY");
  });
});
