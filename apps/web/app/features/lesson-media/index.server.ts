// The lesson-media feature's build-time entry: a lesson's captions and chapters read from disk, and an MP4's length.
export { type LessonMedia, readLessonMedia } from "./lesson-media.server";
export { mp4Duration, topLevelBoxes } from "./mp4-duration.server";
export { clockLabel, parseVtt, sentenceParagraphs, type TranscriptCue } from "./transcript";
