import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createZip } from "./zip";

/** Reads an archive back through its central directory, as unzip tools do. */
function readZip(zip: Buffer): Map<string, { text: string; modified: string }> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, { text: string; modified: string }>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const time = zip.readUInt16LE(at + 12);
    const date = zip.readUInt16LE(at + 14);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    expect(zip.readUInt32LE(localOffset)).toBe(0x04034b50);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const body = zip.subarray(dataStart, dataStart + compressedSize);
    const data = method === 8 ? inflateRawSync(body) : body;
    expect(crc32(data)).toBe(crc);
    const modified = `${(date >> 9) + 1980}-${String((date >> 5) & 15).padStart(2, "0")}-${String(date & 31).padStart(2, "0")} ${time >> 11}:${String((time >> 5) & 63).padStart(2, "0")}`;
    files.set(name, { text: data.toString("utf8"), modified });
    at += 46 + nameLength;
  }
  return files;
}

describe("createZip", () => {
  const modified = new Date("2026-10-02T09:30:00Z");

  it("writes an archive whose files read back byte for byte, with their dates", () => {
    const long = "## Steps\n\n1. Open **Project menu › Test Development**.\n".repeat(40);
    const zip = createZip([
      { name: "index.md", data: "# Ignitest docs\n", modified },
      { name: "test-development/scripts.md", data: long, modified },
      { name: "docs-images/ünïcode.svg", data: new Uint8Array([1, 2, 3]), modified },
    ]);
    const files = readZip(zip);
    expect([...files.keys()]).toEqual(["index.md", "test-development/scripts.md", "docs-images/ünïcode.svg"]);
    expect(files.get("test-development/scripts.md")?.text).toBe(long);
    expect(files.get("index.md")?.modified).toBe("2026-10-02 9:30");
    // Repetitive text is deflated; three bytes are stored as they are.
    expect(zip.length).toBeLessThan(long.length);
  });

  it("gives the same bytes for the same content", () => {
    const entries = [{ name: "a.md", data: "same", modified }];
    expect(createZip(entries).equals(createZip(entries))).toBe(true);
  });

  it("is accepted by the system's unzip, when there is one", () => {
    const dir = mkdtempSync(join(tmpdir(), "zip-test-"));
    const file = join(dir, "docs.zip");
    writeFileSync(file, createZip([{ name: "section/page.md", data: "Hello from the archive\n", modified }]));
    let listing: string;
    try {
      listing = execFileSync("python3", ["-m", "zipfile", "-t", file], { encoding: "utf8" });
    } catch {
      return; // No python3 on this machine: the reader above has checked the format.
    }
    expect(listing).toMatch(/Done testing/);
  });
});
