/**
 * Keeps each caption off the action (docs/decisions/104-lesson-screencasts.md): while a caption
 * part is spoken, the recording rings what its sentence names, so its cue gets the WebVTT
 * settings of the caption band away from that ring (the player's caption metrics:
 * app/features/lesson-media/caption-layout.ts). The rings are the recording's, kept by lesson
 * in content/lessons/recorded.json.
 */
import type { LessonScript } from "@ignitest/contracts/lessons";
import { type Box, bandSettings, captionBand } from "../../app/features/lesson-media/caption-layout";
import { parseVtt } from "../../app/features/lesson-media/transcript";
import type { RecordedLesson } from "./lessons";
import { HEIGHT, WIDTH } from "./record/stage";
import { type Cue, partSentences } from "./timeline";

/** The ring of scene `scene`, sentence `sentence` of a recording, if it rang anything. */
export function ringOf(recorded: RecordedLesson | undefined, scene: number, sentence: number): Box | undefined {
  const ring = recorded?.rings[scene]?.[sentence];
  return ring ? { x: ring[0], y: ring[1], w: ring[2], h: ring[3] } : undefined;
}

/**
 * `cues` (one a caption part, in spoken order, as `layOut` times them) with the settings that put each in the band
 * away from its frame's ring. Fails when the cues are not the script's parts, in order: captions of another version
 * of the script (render the lesson again).
 */
export function placeCues(script: LessonScript, cues: readonly Cue[], recorded: RecordedLesson | undefined): Cue[] {
  const parts = partSentences(script);
  if (parts.length !== cues.length)
    throw new Error(`${script.id}: ${cues.length} caption cues for ${parts.length} caption parts (npm run media)`);
  return cues.map((cue, i) => {
    const part = parts[i] as (typeof parts)[number];
    if (part.text !== cue.text)
      throw new Error(`${script.id}: cue ${i + 1} says "${cue.text}", the script "${part.text}" (npm run media)`);
    const band = captionBand(cue.text, ringOf(recorded, part.scene, part.sentence), WIDTH, HEIGHT);
    return { ...cue, settings: bandSettings[band] };
  });
}

/** The cues of a captions file with their cue settings ("" for none). */
export function readCaptions(vtt: string): Required<Cue>[] {
  const settings = [...vtt.matchAll(/^[\d:.]+ --> [\d:.]+(.*)$/gm)].map((match) => (match[1] ?? "").trim());
  return parseVtt(vtt).map((cue, i) => ({ ...cue, settings: settings[i] ?? "" }));
}
