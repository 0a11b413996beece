/**
 * The sample clips shipped in apps/web/public/media (made by
 * scripts/make-sample-media.sh): each as <id>.mp4 (H.264), <id>.webm (VP9)
 * and <id>.vtt (captions), 10 seconds long. Academy lessons and video
 * tutorials name one. No imports, so build-time code can read it anywhere.
 */
export const sampleClipIds = ["registration", "script-development", "suite-execution", "defect-analysis"] as const;
export type SampleClipId = (typeof sampleClipIds)[number];
