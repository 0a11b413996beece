export { type MediaManifest, mediaFiles } from "../../app/lib/lesson-media";
