import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { renderMarkdown } from "../../../plugins/render-markdown";
import { contentDir } from "../../lib/content-dir.server";
import { ReleaseNoteFrontMatterSchema } from "./front-matter";
import { releaseVersionPath } from "./paths";
import type { ReleaseNote } from "./types";

let loaded: Promise<ReleaseNote[]> | undefined;

/**
 * Every content/release-notes/<major>.<minor>.md, validated and rendered once
 * per build, oldest first. The file name must match the version, and a later
 * version must carry a later date.
 */
export function loadReleaseNotes(dir: string = contentDir("release-notes")): Promise<ReleaseNote[]> {
  loaded ??= Promise.all(
    readdirSync(dir)
      .filter((name) => /^\d+\.\d+\.md$/.test(name))
      .map((name) => renderNote(name, readFileSync(join(dir, name), "utf8"))),
  ).then((notes) => {
    notes.sort((a, b) => compareVersions(a.version, b.version));
    notes.forEach((note, index) => {
      const previous = notes[index - 1];
      if (previous && previous.date >= note.date) {
        throw new Error(`content/release-notes/${note.version}.md: dated ${note.date}, not after ${previous.version}`);
      }
    });
    return notes;
  });
  return loaded;
}

async function renderNote(name: string, source: string): Promise<ReleaseNote> {
  const file = `content/release-notes/${name}`;
  // A copy of the string: gray-matter caches by content and would hand back a shared object.
  const parsed = ReleaseNoteFrontMatterSchema.safeParse(matter(`${source}`).data);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const { version, date, title, summary } = parsed.data;
  if (`${version}.md` !== name) throw new Error(`${file}: the file name must be the version, ${version}.md`);
  const { html } = await renderMarkdown(source);
  if (/<h1[\s>]/.test(html)) throw new Error(`${file}: the body must not have an h1 (the page has one)`);
  const sections = [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((match) => (match[1] ?? "").replace(/<[^>]+>/g, ""));
  return { version, date, title, summary, path: releaseVersionPath(version), html, sections };
}

/** "1.2" before "1.10" before "2.0". */
export function compareVersions(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split(".").map(Number);
  const [bMajor = 0, bMinor = 0] = b.split(".").map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}
