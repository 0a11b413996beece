import { tutorialPath } from "./groups";
import { readTutorialSources } from "./source.server";

/** Every /video-tutorial/<group>/<topic> the build prerenders. Reads front matter only. */
export function tutorialPaths(): string[] {
  return readTutorialSources().map(({ group, topic }) => tutorialPath(group, topic));
}
