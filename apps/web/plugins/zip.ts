import { crc32, deflateRawSync } from "node:zlib";

/** One file of an archive. */
export type ZipEntry = { name: string; data: Uint8Array | string; modified: Date };

/**
 * A minimal ZIP writer (PKWARE APPNOTE 6.3: local headers, deflated data, a
 * central directory and its end record; UTF-8 names; no ZIP64, so archives
 * stay under 4 GB, which a docs archive does by far). Node's zlib does the
 * compression and the checksums, so the build needs no archive dependency.
 * Dates come from the entries, so the same content yields the same bytes.
 */
export function createZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const raw = typeof entry.data === "string" ? Buffer.from(entry.data, "utf8") : Buffer.from(entry.data);
    const deflated = deflateRawSync(raw, { level: 9 });
    // Store a file whose deflated form would be larger (already-compressed data).
    const stored = deflated.length >= raw.length;
    const body = stored ? raw : deflated;
    const { time, date } = dosDateTime(entry.modified);
    const fields = {
      method: stored ? 0 : 8,
      time,
      date,
      crc: crc32(raw),
      compressedSize: body.length,
      size: raw.length,
      nameLength: name.length,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeCommon(local, 4, fields);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by: version 2.0
    writeCommon(central, 6, fields);
    // Comment length, disk number, internal and external attributes stay 0.
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

type CommonFields = {
  method: number;
  time: number;
  date: number;
  crc: number;
  compressedSize: number;
  size: number;
  nameLength: number;
};

/** The fields a local header and a central directory record share, from "version needed" on. */
function writeCommon(buffer: Buffer, at: number, fields: CommonFields): void {
  buffer.writeUInt16LE(20, at); // version needed: 2.0 (deflate)
  buffer.writeUInt16LE(0x0800, at + 2); // flags: names are UTF-8
  buffer.writeUInt16LE(fields.method, at + 4);
  buffer.writeUInt16LE(fields.time, at + 6);
  buffer.writeUInt16LE(fields.date, at + 8);
  buffer.writeUInt32LE(fields.crc, at + 10);
  buffer.writeUInt32LE(fields.compressedSize, at + 14);
  buffer.writeUInt32LE(fields.size, at + 18);
  buffer.writeUInt16LE(fields.nameLength, at + 22);
  buffer.writeUInt16LE(0, at + 24); // extra field length
}

/** MS-DOS date and time (two-second precision, years from 1980), in UTC so builds agree. */
function dosDateTime(when: Date): { time: number; date: number } {
  const year = Math.max(1980, when.getUTCFullYear());
  return {
    time: (when.getUTCHours() << 11) | (when.getUTCMinutes() << 5) | Math.floor(when.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((when.getUTCMonth() + 1) << 5) | when.getUTCDate(),
  };
}
