export { type MediaManifest, mediaFiles } from "../../app/features/lesson-media/lesson-media";
