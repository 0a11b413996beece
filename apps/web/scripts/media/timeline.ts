/**
 * Lays a lesson out in time from the measured speech: each narration
 * sentence is cut into caption parts (at most CUE_CHARS characters, cut at
 * commas, semicolons or colons, else between words), each part spoken on
 * its own; the parts follow each other with fixed pauses. A cue lasts from
 * its part's first sample to 1 ms before the next part's (the last to the
 * video's end), so the captions cover the video; a frame lasts from its
 * sentence's start to the next sentence's; a chapter is a scene.
 */
import type { LessonScript } from "@ignitest/contracts/lessons";
import type { Pcm } from "./speech";

export const CUE_CHARS = 90;
/** Silence before the first word, after a part inside a sentence, after a sentence, after a scene, and after the last word. */
export const PAUSE = { lead: 0.4, part: 0.12, sentence: 0.35, scene: 0.7, tail: 0.6 } as const;

/** `say` cut into parts of at most `max` characters, each ending at punctuation where possible. */
export function captionParts(say: string, max = CUE_CHARS): string[] {
  if (say.length <= max) return [say];
  const pieces = say
    .match(/[^,;:]+(?:[,;:]\s*|$)/g)
    ?.map((p) => p.trim())
    .filter(Boolean) ?? [say];
  const parts: string[] = [];
  let current = "";
  for (const piece of pieces.flatMap((p) => (p.length > max ? byWords(p, max) : [p]))) {
    const joined = current ? `${current} ${piece}` : piece;
    if (current && joined.length > max) {
      parts.push(current);
      current = piece;
    } else current = joined;
  }
  if (current) parts.push(current);
  return parts;
}

function byWords(text: string, max: number): string[] {
  const words = text.split(" ");
  const count = Math.ceil(text.length / max);
  const target = text.length / count;
  const out: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && (line.length + 1 + word.length > max || line.length >= target)) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

/** A caption cue; `settings` are its WebVTT cue settings (where it sits: caption-placement.ts). */
export type Cue = { start: number; end: number; text: string; settings?: string };
export type Chapter = { start: number; end: number; title: string };
export type FrameSpan = { scene: number; sentence: number; start: number; end: number };
export type Timeline = {
  duration: number;
  cues: Cue[];
  chapters: Chapter[];
  frames: FrameSpan[];
  /** Where each part's speech starts, in seconds, in the order of `parts()`. */
  speechAt: number[];
};

/** Every caption part of the lesson, in spoken order. */
export function lessonParts(script: LessonScript): string[] {
  return partSentences(script).map((part) => part.text);
}

/** Every caption part with the scene and sentence it is said in (so, the frame it is shown over), in spoken order. */
export function partSentences(script: LessonScript): { text: string; scene: number; sentence: number }[] {
  return script.scenes.flatMap((scene, s) =>
    scene.narration.flatMap((line, n) => captionParts(line.say).map((text) => ({ text, scene: s, sentence: n }))),
  );
}

/** Times rounded to milliseconds, the resolution of WebVTT. */
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

export function layOut(script: LessonScript, speech: readonly Pcm[]): Timeline {
  let t = PAUSE.lead;
  let index = 0;
  const starts: number[] = [];
  const texts: string[] = [];
  const frames: FrameSpan[] = [];
  const chapters: Chapter[] = [];
  script.scenes.forEach((scene, s) => {
    if (s > 0) t += PAUSE.scene;
    const sceneStart = s === 0 ? 0 : t;
    scene.narration.forEach((sentence, n) => {
      if (n > 0) t += PAUSE.sentence;
      frames.push({ scene: s, sentence: n, start: n === 0 ? sceneStart : t, end: 0 });
      captionParts(sentence.say).forEach((text, p) => {
        if (p > 0) t += PAUSE.part;
        const pcm = speech[index++];
        if (!pcm) throw new Error(`${script.id}: no speech for "${text}"`);
        starts.push(t);
        texts.push(text);
        t += pcm.samples.length / pcm.rate;
      });
    });
    chapters.push({ start: sceneStart, end: 0, title: scene.title });
  });
  const duration = ms(t + PAUSE.tail);
  frames.forEach((frame, i) => {
    frame.start = ms(frame.start);
    frame.end = ms(frames[i + 1]?.start ?? duration);
  });
  chapters.forEach((chapter, i) => {
    chapter.start = ms(chapter.start);
    chapter.end = ms(chapters[i + 1]?.start ?? duration);
  });
  // A cue ends 1 ms before the next one starts: Chromium shows a cue up to and
  // including its end time, so a video paused where one ends and the next
  // begins showed both captions at once.
  const cues = texts.map((text, i) => {
    const next = starts[i + 1];
    return {
      start: ms(i === 0 ? 0 : (starts[i] as number)),
      end: next === undefined ? duration : ms(ms(next) - 0.001),
      text,
    };
  });
  return { duration, cues, chapters, frames, speechAt: starts };
}

function stamp(seconds: number): string {
  const whole = Math.round(seconds * 1000);
  const h = Math.floor(whole / 3_600_000);
  const m = Math.floor(whole / 60_000) % 60;
  const s = Math.floor(whole / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(whole % 1000, 3)}`;
}

/** A WebVTT file of cues (captions, with their cue settings if any) or chapters. */
export function webVtt(
  entries: ReadonlyArray<{ start: number; end: number; text: string; settings?: string }>,
): string {
  const body = entries
    .map((e, i) => `${i + 1}\n${stamp(e.start)} --> ${stamp(e.end)}${e.settings ? ` ${e.settings}` : ""}\n${e.text}\n`)
    .join("\n");
  return `WEBVTT\n\n${body}`;
}
