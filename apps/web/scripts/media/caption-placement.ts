/**
 * Keeps each caption off the action (docs/decisions/057-lesson-media.md): a
 * caption part is shown over its sentence's frame, whose focus is ringed, so
 * its cue gets the WebVTT settings of the caption band away from that ring
 * (the player's caption metrics: app/features/lesson-media/caption-layout.ts).
 */
import type { LessonScript } from "@ignitest/contracts/lessons";
import { type Box, bandSettings, captionBand } from "../../app/features/lesson-media/caption-layout";
import { parseVtt } from "../../app/features/lesson-media/transcript";
import { drawFrame, FRAME_HEIGHT, FRAME_WIDTH } from "./frame";
import { type Cue, partSentences } from "./timeline";

/** The box of the ring on the frame of `script`'s scene `scene`, sentence `sentence` (none when nothing is ringed). */
export function ringOf(script: LessonScript, scene: number, sentence: number): Box | undefined {
  const shown = script.scenes[scene];
  if (!shown) throw new Error(`${script.id}: no scene ${scene + 1}`);
  return drawFrame(shown.screen, shown.narration[sentence]?.focus).ring;
}

/**
 * `cues` (one a caption part, in spoken order, as `layOut` times them) with the settings that put each in the band
 * away from its frame's ring. Fails when the cues are not the script's parts, in order: captions of another version
 * of the script (render the lesson again).
 */
export function placeCues(script: LessonScript, cues: readonly Cue[]): Cue[] {
  const parts = partSentences(script);
  if (parts.length !== cues.length)
    throw new Error(`${script.id}: ${cues.length} caption cues for ${parts.length} caption parts (npm run media)`);
  return cues.map((cue, i) => {
    const part = parts[i] as (typeof parts)[number];
    if (part.text !== cue.text)
      throw new Error(`${script.id}: cue ${i + 1} says "${cue.text}", the script "${part.text}" (npm run media)`);
    const band = captionBand(cue.text, ringOf(script, part.scene, part.sentence), FRAME_WIDTH, FRAME_HEIGHT);
    return { ...cue, settings: bandSettings[band] };
  });
}

/** The cues of a captions file with their cue settings ("" for none). */
export function readCaptions(vtt: string): Required<Cue>[] {
  const settings = [...vtt.matchAll(/^[\d:.]+ --> [\d:.]+(.*)$/gm)].map((match) => (match[1] ?? "").trim());
  return parseVtt(vtt).map((cue, i) => ({ ...cue, settings: settings[i] ?? "" }));
}
