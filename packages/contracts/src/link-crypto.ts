/**
 * The encryption of the login record for app links (docs/product/calls.md#app-link-encryption):
 * AES-256-GCM through Web Crypto (browser and Node 20 alike), a 32-character
 * key, a random 12-byte nonce, output `base64(nonce):base64(ciphertext)`.
 * An object has its keys and its values encrypted, into a JSON string.
 * The web encrypts; the API decrypts (docs/decisions/004-app-link-encryption.md
 * says why a key that reaches the browser protects little).
 */

const NONCE_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function importKey(key: string) {
  const raw = encoder.encode(key);
  if (key.length !== 32 || raw.length !== 32) {
    throw new Error("The link encryption key must be 32 ASCII characters (AES-256).");
  }
  return globalThis.crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
}

export async function encryptText(text: string, key: string): Promise<string> {
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const cipher = await globalThis.crypto.subtle.encrypt(
    { name: "AES-GCM", iv: nonce },
    await importKey(key),
    encoder.encode(text),
  );
  return `${toBase64(nonce)}:${toBase64(new Uint8Array(cipher))}`;
}

export async function decryptText(payload: string, key: string): Promise<string> {
  const [nonce, cipher, ...rest] = payload.split(":");
  if (!nonce || !cipher || rest.length > 0) throw new Error("Expected base64(nonce):base64(ciphertext).");
  const iv = fromBase64(nonce);
  if (iv.length !== NONCE_BYTES) throw new Error(`Expected a ${NONCE_BYTES}-byte nonce.`);
  const plain = await globalThis.crypto.subtle.decrypt(
    { name: "AES-GCM", iv },
    await importKey(key),
    fromBase64(cipher),
  );
  return decoder.decode(plain);
}

/** Every value is JSON-encoded before encryption, so strings, numbers and booleans come back as they were. */
export async function encryptObject(value: Record<string, unknown>, key: string): Promise<string> {
  const entries = await Promise.all(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(async ([name, field]) => [await encryptText(name, key), await encryptText(JSON.stringify(field), key)]),
  );
  return JSON.stringify(Object.fromEntries(entries));
}

export async function decryptObject(json: string, key: string): Promise<Record<string, unknown>> {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new Error("Expected a JSON object.");
  const entries = await Promise.all(
    Object.entries(parsed as Record<string, unknown>).map(async ([name, field]) => {
      if (typeof field !== "string") throw new Error("Expected encrypted string values.");
      return [await decryptText(name, key), JSON.parse(await decryptText(field, key)) as unknown] as const;
    }),
  );
  return Object.fromEntries(entries);
}
