import { describe, expect, it } from "vitest";
import { decryptObject, decryptText, encryptObject, encryptText } from "./link-crypto.js";

const key = "0123456789abcdefghijklmnopqrstuv";

describe("link encryption", () => {
  it("writes base64(nonce):base64(ciphertext) with a 12-byte nonce, fresh each time", async () => {
    const first = await encryptText("hello", key);
    const second = await encryptText("hello", key);
    expect(first).toMatch(/^[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(atob(first.split(":")[0] ?? "")).toHaveLength(12);
    expect(first).not.toBe(second);
    expect(await decryptText(first, key)).toBe("hello");
  });

  it("encrypts an object's keys and values into a JSON string and back", async () => {
    const record = {
      access_token: "jwt.value",
      name: "Priya",
      currentLicenseId: "1042",
      expires_in: 12,
      billingCycle: "Yearly",
    };
    const json = await encryptObject(record, key);
    const encrypted = JSON.parse(json) as Record<string, string>;
    expect(Object.keys(encrypted)).not.toContain("access_token");
    expect(Object.values(encrypted).join(" ")).not.toContain("Priya");
    expect(await decryptObject(json, key)).toEqual(record);
  });

  it("rejects a wrong key, a tampered ciphertext and a key that is not 32 characters", async () => {
    const payload = await encryptText("secret", key);
    await expect(decryptText(payload, "vutsrqponmlkjihgfedcba9876543210")).rejects.toThrow();
    const [nonce, cipher] = payload.split(":");
    const tampered = `${nonce}:${(cipher ?? "").startsWith("A") ? `B${cipher?.slice(1)}` : `A${cipher?.slice(1)}`}`;
    await expect(decryptText(tampered, key)).rejects.toThrow();
    await expect(encryptText("x", "short")).rejects.toThrow(/32/);
  });

  it("survives the trip through an app link's query value (base64's + / = included)", async () => {
    const record = { access_token: "eyJhbGciOiJIUzI1NiJ9.payload.signature", name: "Priya Sharma", expires_in: 15 };
    const url = new URL(
      `https://app.example/projectmenu/project?from="website"&data=${encodeURIComponent(await encryptObject(record, key))}`,
    );
    expect(url.searchParams.get("from")).toBe('"website"');
    expect(await decryptObject(url.searchParams.get("data") ?? "", key)).toEqual(record);
  });
});
