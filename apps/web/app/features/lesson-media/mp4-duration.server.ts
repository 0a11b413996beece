import { readFileSync } from "node:fs";

/**
 * The duration in seconds of an MP4 file, read from its movie header box
 * (ISO/IEC 14496-12 `moov/mvhd`). Used by the content checks to hold
 * tutorial durations and chapter times to the clips that actually ship.
 */
export function mp4Duration(file: string): number {
  const data = readFileSync(file);
  const moov = findBox(data, "moov", 0, data.length);
  if (!moov) throw new Error(`${file}: no moov box`);
  const mvhd = findBox(data, "mvhd", moov.start, moov.end);
  if (!mvhd) throw new Error(`${file}: no mvhd box`);
  const version = data.readUInt8(mvhd.start);
  // Version 1 uses 64-bit times; after version and flags come creation and modification times.
  if (version === 1) {
    const timescale = data.readUInt32BE(mvhd.start + 20);
    return Number(data.readBigUInt64BE(mvhd.start + 24)) / timescale;
  }
  const timescale = data.readUInt32BE(mvhd.start + 12);
  return data.readUInt32BE(mvhd.start + 16) / timescale;
}

/** Box names in file order at the top level, e.g. ["ftyp", "moov", "mdat"] for a faststart file. */
export function topLevelBoxes(file: string): string[] {
  const data = readFileSync(file);
  const names: string[] = [];
  for (let at = 0; at + 8 <= data.length; ) {
    const size = data.readUInt32BE(at);
    names.push(data.toString("latin1", at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return names;
}

/** The payload ranges of every box called `name` between `from` and `to`, in file order. */
export function boxesNamed(
  data: Buffer,
  name: string,
  from: number,
  to: number,
): Array<{ start: number; end: number }> {
  const found: Array<{ start: number; end: number }> = [];
  for (let at = from; at + 8 <= to; ) {
    const size = data.readUInt32BE(at);
    if (size < 8) break;
    if (data.toString("latin1", at + 4, at + 8) === name) found.push({ start: at + 8, end: at + size });
    at += size;
  }
  return found;
}

/** The payload range of the first box called `name` between `from` and `to`. */
export function findBox(data: Buffer, name: string, from: number, to: number): { start: number; end: number } | null {
  return boxesNamed(data, name, from, to)[0] ?? null;
}
