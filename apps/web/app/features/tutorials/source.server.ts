import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { contentDir } from "../../lib/content-dir.server";
import { type TutorialFrontMatter, TutorialFrontMatterSchema, topicSlugPattern } from "./front-matter";
import { isTutorialGroupId, type TutorialGroupId, tutorialGroupIds } from "./groups";

/** One tutorial file, read and validated but not yet rendered. */
export type TutorialSource = {
  group: TutorialGroupId;
  topic: string;
  file: string;
  frontMatter: TutorialFrontMatter;
  body: string;
  source: string;
};

const cache = new Map<string, TutorialSource[]>();

/**
 * Every content/video-tutorials/<group>/<topic>.md in reading order (group
 * order, then `order`). Files beside the group folders (sidebar.json) are not
 * pages. Any invalid file fails the build with its name.
 */
export function readTutorialSources(dir: string = contentDir("video-tutorials")): TutorialSource[] {
  const cached = cache.get(dir);
  if (cached) return cached;
  const sources: TutorialSource[] = [];
  for (const entry of readdirSync(dir).sort()) {
    if (!statSync(join(dir, entry)).isDirectory()) continue;
    if (!isTutorialGroupId(entry)) {
      throw new Error(`content/video-tutorials/${entry}: not a tutorial group (known: ${tutorialGroupIds.join(", ")})`);
    }
    for (const name of readdirSync(join(dir, entry)).sort()) {
      if (!name.endsWith(".md")) continue;
      sources.push(parseTutorialSource(entry, name.slice(0, -3), readFileSync(join(dir, entry, name), "utf8")));
    }
  }
  const seen = new Map<string, string>();
  for (const source of sources) {
    const key = `${source.group}#${source.frontMatter.order}`;
    const other = seen.get(key);
    if (other) throw new Error(`${source.file}: order ${source.frontMatter.order} is also used by ${other}`);
    seen.set(key, source.file);
  }
  sources.sort(
    (a, b) =>
      tutorialGroupIds.indexOf(a.group) - tutorialGroupIds.indexOf(b.group) ||
      a.frontMatter.order - b.frontMatter.order,
  );
  cache.set(dir, sources);
  return sources;
}

export function parseTutorialSource(group: TutorialGroupId, topic: string, source: string): TutorialSource {
  const file = `content/video-tutorials/${group}/${topic}.md`;
  if (!topicSlugPattern.test(topic) || topic.length > 60) {
    throw new Error(`${file}: the file name must be a lowercase, hyphenated slug of at most 60 characters`);
  }
  // A copy of the string: gray-matter caches by content and would hand back a shared object.
  const { data, content } = matter(`${source}`);
  const parsed = TutorialFrontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return { group, topic, file, frontMatter: parsed.data, body: content, source };
}
