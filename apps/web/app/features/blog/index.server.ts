// The blog feature's public entry for build-time code (it reads content/blogs).
export { blogArticlePaths } from "./paths.server";
