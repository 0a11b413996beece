import { readFileSync } from "node:fs";
import { boxesNamed, findBox } from "./mp4-duration.server";

/**
 * What the lessons' content check asks of an MP4's tracks (ISO/IEC 14496-12), read from the
 * file's boxes without ffmpeg: each track's kind, picture size, average bit rate (its samples'
 * bytes over its length) and, for video, the longest any one frame is shown (`stts`), which
 * is how long the picture stands still in a recording that keeps a frame only when the
 * screen changes (docs/decisions/104-lesson-screencasts.md).
 */
export type Mp4Track = {
  kind: "video" | "audio" | "other";
  width: number;
  height: number;
  seconds: number;
  /** Bits per second over the track's length. */
  bitRate: number;
  /** The longest sample, in seconds. */
  longestSample: number;
};

const child = (data: Buffer, path: string[], from: number, to: number) =>
  path.reduce<{ start: number; end: number } | null>(
    (box, name) => (box ? findBox(data, name, box.start, box.end) : null),
    { start: from, end: to },
  );

export function mp4Tracks(file: string): Mp4Track[] {
  const data = readFileSync(file);
  const moov = findBox(data, "moov", 0, data.length);
  if (!moov) throw new Error(`${file}: no moov box`);
  return boxesNamed(data, "trak", moov.start, moov.end).map((trak) => {
    const tkhd = child(data, ["tkhd"], trak.start, trak.end);
    const mdhd = child(data, ["mdia", "mdhd"], trak.start, trak.end);
    const hdlr = child(data, ["mdia", "hdlr"], trak.start, trak.end);
    const stbl = child(data, ["mdia", "minf", "stbl"], trak.start, trak.end);
    if (!tkhd || !mdhd || !hdlr || !stbl) throw new Error(`${file}: a track without its headers`);
    const v1 = data.readUInt8(mdhd.start) === 1;
    const timescale = data.readUInt32BE(mdhd.start + (v1 ? 20 : 12));
    const duration = v1 ? Number(data.readBigUInt64BE(mdhd.start + 24)) : data.readUInt32BE(mdhd.start + 16);
    const handler = data.toString("latin1", hdlr.start + 8, hdlr.start + 12);
    // tkhd ends with the width and height, 16.16 fixed point.
    const width = data.readUInt32BE(tkhd.end - 8) / 65536;
    const height = data.readUInt32BE(tkhd.end - 4) / 65536;
    const stsz = findBox(data, "stsz", stbl.start, stbl.end);
    const stts = findBox(data, "stts", stbl.start, stbl.end);
    let bytes = 0;
    if (stsz) {
      const fixed = data.readUInt32BE(stsz.start + 4);
      const count = data.readUInt32BE(stsz.start + 8);
      if (fixed) bytes = fixed * count;
      else for (let i = 0; i < count; i++) bytes += data.readUInt32BE(stsz.start + 12 + 4 * i);
    }
    let longest = 0;
    if (stts)
      for (let i = 0, n = data.readUInt32BE(stts.start + 4); i < n; i++)
        longest = Math.max(longest, data.readUInt32BE(stts.start + 12 + 8 * i));
    const seconds = duration / timescale;
    return {
      kind: handler === "vide" ? "video" : handler === "soun" ? "audio" : "other",
      width,
      height,
      seconds,
      bitRate: seconds > 0 ? (bytes * 8) / seconds : 0,
      longestSample: longest / timescale,
    };
  });
}
