/** A satisfiable byte range of a file, both ends inclusive (RFC 9110 section 14). */
export type ByteRange = { start: number; end: number };

/**
 * Reads a `Range` header for a file of `size` bytes. Video elements seek with
 * ranges (Safari will not play a video without them). One range is served;
 * a header that is missing, malformed or asks for several ranges is ignored
 * (the whole file is sent, as RFC 9110 allows). A range that starts past the
 * end is "unsatisfiable" (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    // "bytes=-500": the last 500 bytes.
    const length = Number(to);
    if (length === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return "unsatisfiable";
  if (end < start) return null;
  return { start, end };
}
