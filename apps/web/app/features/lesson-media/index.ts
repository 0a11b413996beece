// The lesson-media feature's public entry: the files and addresses of a lesson's video, its player and its transcript.
export { type Chapter, ChapterList } from "./components/chapter-list";
export { LessonPoster } from "./components/lesson-poster";
export { Transcript } from "./components/transcript";
export { VideoPlayer } from "./components/video-player";
export { type MediaManifest, mediaFiles, posterSize } from "./lesson-media";
export { lessonMedia, mediaAddress, playableSrc } from "./media";
export { clockLabel, parseVtt, seekVideo, startTimeOf, type TranscriptCue } from "./transcript";
