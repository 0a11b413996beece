import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { addTranscriptRecords } from "./search-transcripts.mjs";

describe("transcripts in site search", async () => {
  const root = await mkdtemp(join(tmpdir(), "transcripts-"));
  afterAll(() => rm(root, { recursive: true, force: true }));
  await mkdir(join(root, "media"), { recursive: true });
  await mkdir(join(root, "ignitest-academy", "self-learning-video", "project-creation"), { recursive: true });
  await writeFile(
    join(root, "media", "project-creation.vtt"),
    "WEBVTT\n\n1\n00:00:00.000 --> 00:00:05.130\nIn this lesson you create a project,\n\n2\n00:01:05.480 --> 00:01:09.000\nthen click Create.\n",
  );
  await writeFile(
    join(root, "ignitest-academy", "self-learning-video", "project-creation", "index.html"),
    '<html><h1>Self Learning Videos</h1><article data-pagefind-meta="title:Project Creation"><section data-transcript-captions="/media/project-creation.vtt"></section></article></html>',
  );
  await writeFile(join(root, "index.html"), "<html><h1>Home</h1></html>");

  it("adds a record a cue, linking to the lesson at the cue's time, named after the lesson", async () => {
    const records = [];
    const index = {
      addCustomRecord: async (record) => {
        records.push(record);
        return { errors: [] };
      },
    };
    const count = await addTranscriptRecords(index, root);
    expect(count).toBe(2);
    expect(records).toEqual([
      {
        url: "/ignitest-academy/self-learning-video/project-creation#t=0",
        content: "In this lesson you create a project,",
        language: "en",
        meta: { title: "Project Creation (at 0:00)", section: "Transcript" },
      },
      {
        url: "/ignitest-academy/self-learning-video/project-creation#t=65.5",
        content: "then click Create.",
        language: "en",
        meta: { title: "Project Creation (at 1:05)", section: "Transcript" },
      },
    ]);
  });
});
