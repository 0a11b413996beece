/**
 * A lesson's transcript: its caption cues (the WebVTT that `npm run media`
 * times from the synthesised speech), read at build time and shipped with
 * the page. No imports, so build-time code and the browser can both use it.
 */
export type TranscriptCue = { start: number; end: number; text: string };

const timing = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})\s+-->\s+(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})/;

const seconds = (h: string | undefined, m: string, s: string, ms: string) =>
  Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/** The cues of a WebVTT file, in order (cue settings and identifiers are ignored). */
export function parseVtt(text: string): TranscriptCue[] {
  const cues: TranscriptCue[] = [];
  for (const block of text.replace(/\r\n?/g, "\n").split(/\n{2,}/)) {
    const lines = block.split("\n");
    const at = lines.findIndex((line) => timing.test(line));
    const match = at < 0 ? null : timing.exec(lines[at] as string);
    if (!match) continue;
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = match;
    cues.push({
      start: seconds(h1, m1 as string, s1 as string, ms1 as string),
      end: seconds(h2, m2 as string, s2 as string, ms2 as string),
      text: lines
        .slice(at + 1)
        .join(" ")
        .trim(),
    });
  }
  return cues;
}

/** 65.4 → "1:05", as the transcript and chapter lists show times. */
export function clockLabel(at: number): string {
  const whole = Math.floor(at);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * The start time a page was opened at: `#t=SECONDS` (what site search links
 * to) or `?t=SECONDS`; undefined when neither is a number of seconds.
 */
export function startTimeOf(location: { hash: string; search: string }): number | undefined {
  const raw = /^#t=([\d.]+)$/.exec(location.hash)?.[1] ?? new URLSearchParams(location.search).get("t") ?? undefined;
  const value = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * Moves a video to `seconds` (a cue's or a chapter's start, or a `#t=`),
 * landing 1 ms after it. Chromium keeps media time in whole microseconds,
 * rounded down: a seek to 4.06 lands on 4.059999, before the cue that starts
 * at 4.06, so a paused video showed the cue before it instead (or no caption
 * at all, now that a cue ends 1 ms before the next one starts).
 */
export function seekVideo(video: HTMLMediaElement, seconds: number): void {
  video.currentTime = seconds + 0.001;
}

/** Text that closes a sentence: a full stop, question or exclamation mark, perhaps inside quotes or brackets. */
const sentenceEnd = /[.!?…]["'”’)\]]*$/;

/**
 * The transcript's paragraphs: caption cues joined until the text closes a
 * sentence, so no paragraph stops mid-sentence the way a caption line may
 * (the captions themselves stay as timed). Each paragraph starts at its
 * first cue's time, which is where choosing it moves the video.
 */
export function sentenceParagraphs(cues: readonly TranscriptCue[]): TranscriptCue[] {
  const paragraphs: TranscriptCue[] = [];
  let open: TranscriptCue | undefined;
  for (const cue of cues) {
    open = open ? { start: open.start, end: cue.end, text: `${open.text} ${cue.text}` } : { ...cue };
    if (sentenceEnd.test(open.text)) {
      paragraphs.push(open);
      open = undefined;
    }
  }
  if (open) paragraphs.push(open);
  return paragraphs;
}
