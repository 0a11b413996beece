// Site search over what the lessons say: every caption cue of every page
// with a transcript (academy lessons and video tutorials) becomes its own
// Pagefind record, whose URL opens the lesson at that cue (`#t=SECONDS`, which
// the player honours on load). The transcripts themselves are left out of
// the pages' own records (data-pagefind-ignore), so a spoken word leads to
// its moment, not to the top of the page. Pages are found in the built HTML
// by the transcript's `data-transcript-captions` (the .vtt it was made from).
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";

const marker = /data-transcript-captions="([^"]+)"/;
const timing = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})\s+-->/;

/** The cues of a WebVTT file: start in seconds and text (the site's own files: one text line a cue or more). */
export function vttCues(text) {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .flatMap((block) => {
      const lines = block.split("\n");
      const at = lines.findIndex((line) => timing.test(line));
      const match = at < 0 ? null : timing.exec(lines[at]);
      if (!match) return [];
      const [, h, m, s, ms] = match;
      const start = Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
      return [
        {
          start,
          text: lines
            .slice(at + 1)
            .join(" ")
            .trim(),
        },
      ];
    });
}

const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;

const decodeEntities = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

/**
 * Adds a record a cue to `index` (a Pagefind index) for every page under
 * `root` (build/client) that shows a transcript. Returns the number of records.
 * @param {{ addCustomRecord: (record: object) => Promise<{ errors: string[] }> }} index
 * @param {string} root
 */
export async function addTranscriptRecords(index, root) {
  let count = 0;
  for await (const file of htmlFiles(root)) {
    const html = await readFile(file, "utf8");
    const captions = marker.exec(html)?.[1];
    if (!captions) continue;
    const path = `/${relative(root, file).split(sep).join("/")}`.replace(/(\/index)?\.html$/, "") || "/";
    // The lesson's own title: the academy screen's h1 is the screen's, so its article names the lesson in its meta.
    const named = /data-pagefind-meta="title:([^"]+)"/.exec(html)?.[1] ?? /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
    const title = decodeEntities(named ?? path).trim();
    const vtt = await readFile(join(root, decodeURI(new URL(captions, "http://site").pathname)), "utf8");
    for (const cue of vttCues(vtt)) {
      // Rounded up to a tenth, so the time lands inside the cue, never at the end of the one before.
      const start = Math.ceil(cue.start * 10) / 10;
      const added = await index.addCustomRecord({
        url: `${path}#t=${start}`,
        content: cue.text,
        language: "en",
        meta: { title: `${title} (at ${clock(start)})`, section: "Transcript" },
      });
      if (added.errors.length > 0) throw new Error(`[search-index] transcript ${path}: ${added.errors.join("; ")}`);
      count++;
    }
  }
  return count;
}
