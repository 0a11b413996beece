/**
 * Narration: each caption part is synthesised on its own by Festival with
 * the CMU US SLT HTS voice (docs/decisions/057-lesson-media.md), all parts
 * of a lesson in one Festival process, and read back as 16-bit PCM, so a
 * cue's length is the exact number of samples spoken.
 */
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { pronounced } from "./lexicon";

/** The Festival voice, and the HTS engine's speaking rate: 10% above its default keeps the longest lessons under two minutes. */
export const VOICE = "voice_cmu_us_slt_arctic_hts rate 1.1";
const setUp = [
  "(voice_cmu_us_slt_arctic_hts)",
  `(set! hts_engine_params (append hts_engine_params (list '("-r" 1.1))))`,
];

export type Pcm = { rate: number; samples: Int16Array };

/** The PCM samples of a mono 16-bit WAV file (the format Festival writes). */
export function readWav(bytes: Buffer): Pcm {
  if (bytes.toString("ascii", 0, 4) !== "RIFF" || bytes.toString("ascii", 8, 12) !== "WAVE")
    throw new Error("not a WAV file");
  let offset = 12;
  let rate = 0;
  let channels = 1;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString("ascii", offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") {
      channels = bytes.readUInt16LE(body + 2);
      rate = bytes.readUInt32LE(body + 4);
      if (bytes.readUInt16LE(body + 14) !== 16) throw new Error("expected 16-bit samples");
    } else if (id === "data") {
      const end = Math.min(bytes.length, body + size);
      const all = new Int16Array(bytes.buffer.slice(bytes.byteOffset + body, bytes.byteOffset + end));
      if (channels === 1) return { rate, samples: all };
      return { rate, samples: all.filter((_, i) => i % channels === 0) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error("WAV file without data");
}

/** A mono 16-bit WAV file of `pcm`. */
export function writeWav(pcm: Pcm): Buffer {
  const header = Buffer.alloc(44);
  const dataBytes = pcm.samples.length * 2;
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(pcm.rate, 24);
  header.writeUInt32LE(pcm.rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, dataBytes)]);
}

/**
 * What the voice is given instead of what the caption shows, where the
 * written form reads badly aloud: `${baseUrl}` is said "base URL", "e.g." "for example", and the
 * product's terms as the lexicon spells them (lexicon.ts).
 */
export function spoken(text: string): string {
  return pronounced(text)
    .replace(/\$\{([^}]*)\}/g, (_, name: string) => ` ${name.replace(/([a-z])([A-Z])/g, "$1 $2")} `)
    .replace(/\be\.g\./gi, "for example")
    .replace(/\bi\.e\./gi, "that is")
    .replace(/[›»→]/g, ", ")
    .replace(/["“”]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const schemeString = (text: string) => `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * The speech of every text in `texts`, in order. Parts already spoken with
 * this voice come from `cacheDir` (keyed by voice and text); the rest are
 * synthesised in one Festival run.
 */
export async function synthesise(texts: readonly string[], cacheDir: string): Promise<Pcm[]> {
  mkdirSync(cacheDir, { recursive: true });
  const files = texts.map((text) =>
    join(
      cacheDir,
      `${createHash("sha256")
        .update(`${VOICE}\n${spoken(text)}`)
        .digest("hex")
        .slice(0, 24)}.wav`,
    ),
  );
  // One synthesis a file: a sentence can repeat within a lesson, and the two
  // render workers can ask for the same sentence at once, so each call writes
  // its own part files (unique per call) and renames them into place.
  const call = randomBytes(6).toString("hex");
  const missing = [
    ...new Map(texts.map((text, i) => [files[i] as string, { text: spoken(text), file: files[i] as string }])).values(),
  ].filter((p) => !existsSync(p.file));
  if (missing.length > 0) {
    const script = [
      ...setUp,
      ...missing.map(
        (p) =>
          `(utt.save.wave (utt.synth (Utterance Text ${schemeString(p.text)})) ${schemeString(`${p.file}.${call}.part`)} 'riff)`,
      ),
    ].join("\n");
    const scriptFile = `${missing[0]?.file}.${call}.scm`;
    writeFileSync(scriptFile, script);
    await promisify(execFile)("festival", ["-b", scriptFile]);
    // Renamed only once complete, so an interrupted run never leaves a truncated part in the cache.
    for (const p of missing) renameSync(`${p.file}.${call}.part`, p.file);
  }
  return files.map((file) => readWav(readFileSync(file)));
}
