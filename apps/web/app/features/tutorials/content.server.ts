import { countWords } from "~/features/docs";
import { clockLabel, readLessonMedia, sentenceParagraphs } from "~/features/lesson-media/index.server";
import { renderMarkdown } from "../../../plugins/render-markdown";
import { tutorialGroupIds, tutorialGroups, tutorialPath } from "./groups";
import { tutorialSidebar } from "./sidebar.server";
import { readTutorialSources, type TutorialSource } from "./source.server";
import { formatTimestamp } from "./timestamps";
import type { Tutorial, TutorialGroupSummary, TutorialLink, TutorialView } from "./types";

let loaded: Promise<Tutorial[]> | undefined;

/** Every tutorial rendered once per build, in reading order. */
export function loadTutorials(): Promise<Tutorial[]> {
  loaded ??= Promise.all(readTutorialSources().map(renderTutorial));
  return loaded;
}

export async function renderTutorial(source: TutorialSource): Promise<Tutorial> {
  const { group, topic, frontMatter, body, file } = source;
  const { html } = await renderMarkdown(source.source);
  if (/<h1[\s>]/.test(html)) throw new Error(`${file}: the body must not have an h1 (the title is the page's h1)`);
  const mediaId = `${group}/${topic}`;
  const media = readLessonMedia(mediaId);
  return {
    group,
    groupTitle: tutorialGroups[group].title,
    topic,
    path: tutorialPath(group, topic),
    title: frontMatter.title,
    description: frontMatter.description,
    order: frontMatter.order,
    mediaId,
    duration: formatTimestamp(media.duration),
    uploadDate: media.rendered,
    chapters: media.chapters.map((chapter) => ({
      at: clockLabel(chapter.start),
      seconds: chapter.start,
      title: chapter.text,
    })),
    cues: sentenceParagraphs(media.cues),
    words: countWords(body),
    html,
  };
}

export function toTutorialLink(tutorial: Tutorial): TutorialLink {
  const { path, title, description, duration, groupTitle, mediaId } = tutorial;
  return { path, title, description, duration, groupTitle, mediaId, chapterCount: tutorial.chapters.length };
}

/** Everything /video-tutorial/<group>/<topic> shows, or null for a tutorial that does not exist. */
export async function tutorialView(path: string): Promise<TutorialView | null> {
  const tutorials = await loadTutorials();
  const index = tutorials.findIndex((tutorial) => tutorial.path === path);
  const tutorial = tutorials[index];
  if (!tutorial) return null;
  const previous = tutorials[index - 1];
  const next = tutorials[index + 1];
  return {
    tutorial,
    previous: previous ? toTutorialLink(previous) : null,
    next: next ? toTutorialLink(next) : null,
    sidebar: tutorialSidebar(),
  };
}

/** The /video-tutorial index: every group with its tutorials. */
export async function tutorialIndex(): Promise<TutorialGroupSummary[]> {
  const tutorials = await loadTutorials();
  return tutorialGroupIds.map((id) => ({
    id,
    title: tutorialGroups[id].title,
    summary: tutorialGroups[id].summary,
    tutorials: tutorials.filter((tutorial) => tutorial.group === id).map(toTutorialLink),
  }));
}
