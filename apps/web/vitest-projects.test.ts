import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isolatedComponentTests } from "./vitest.shared";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

/** The test files under one folder of the web app whose names end so, as paths from apps/web. */
function testFiles(folder: string, ending: RegExp): string[] {
  return readdirSync(`${webRoot}${folder}`, { recursive: true, encoding: "utf8" })
    .filter((file) => ending.test(file))
    .map((file) => `${folder}/${file.split("\\").join("/")}`);
}

const mocksAModule = (file: string) => readFileSync(`${webRoot}${file}`, "utf8").includes("vi.mock(");

describe("the web test projects", () => {
  it("run every file that mocks a module in its own module graph", () => {
    const componentTests = testFiles("app", /\.test\.tsx$/);
    expect(componentTests.filter(mocksAModule).filter((file) => !isolatedComponentTests.includes(file))).toEqual([]);
    // And the list names no file that is gone.
    expect(isolatedComponentTests.filter((file) => !componentTests.includes(file))).toEqual([]);
  });

  it("keep module mocks out of the logic tests, whose files share a module graph", () => {
    const logicTests = ["app", "plugins", "scripts"].flatMap((folder) => testFiles(folder, /\.test\.m?ts$/));
    expect(logicTests.length).toBeGreaterThan(50);
    expect(logicTests.filter(mocksAModule)).toEqual([]);
  });
});
