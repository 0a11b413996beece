/**
 * Whether a pipeline snippet is valid for its tool (docs/platform-integrations.md#snippets):
 * YAML parsed with `yaml` and checked for the keys each tool requires, the
 * Jenkinsfile by the site's declarative check (lib/jenkinsfile-check.ts, which
 * also runs each `sh` script through `bash -n`). Each returns its problems.
 */
import { spawnSync } from "node:child_process";
import { parseDocument } from "yaml";
import { jenkinsfileProblems } from "~/lib/jenkinsfile-check";
import type { ToolId } from "../tools";

type Json = unknown;

/** `bash -n` of a script: its syntax errors, none when it would run. */
export function bashProblems(script: string): string[] {
  const result = spawnSync("bash", ["-n"], { input: script, encoding: "utf8" });
  if (result.error) throw result.error;
  return result.status === 0 ? [] : [`shell: ${result.stderr.trim()}`];
}

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseYaml(source: string): { value: Json; problems: string[] } {
  const document = parseDocument(source, { uniqueKeys: true });
  const problems = [...document.errors, ...document.warnings].map((error) => error.message);
  return { value: problems.length > 0 ? undefined : document.toJS(), problems };
}

function githubProblems(workflow: Json): string[] {
  if (!isRecord(workflow)) return ["a workflow is a mapping"];
  const problems: string[] = [];
  if (!("on" in workflow)) problems.push("a workflow needs on");
  const jobs = workflow.jobs;
  if (!isRecord(jobs) || Object.keys(jobs).length === 0) return [...problems, "a workflow needs jobs"];
  for (const [id, job] of Object.entries(jobs)) {
    if (!/^[A-Za-z_][\w-]*$/.test(id)) problems.push(`job id ${id} is not valid`);
    if (!isRecord(job)) {
      problems.push(`jobs.${id} is not a mapping`);
      continue;
    }
    if (typeof job["runs-on"] !== "string" && !Array.isArray(job["runs-on"])) problems.push(`jobs.${id} needs runs-on`);
    const steps = job.steps;
    if (!Array.isArray(steps) || steps.length === 0) problems.push(`jobs.${id} needs steps`);
    else {
      for (const [index, step] of steps.entries()) {
        if (!isRecord(step) || (typeof step.run !== "string" && typeof step.uses !== "string")) {
          problems.push(`jobs.${id}.steps[${index}] needs run or uses`);
        }
      }
    }
  }
  return problems;
}

const GITLAB_KEYWORDS = new Set([
  "default",
  "include",
  "stages",
  "variables",
  "workflow",
  "image",
  "services",
  "cache",
  "before_script",
  "after_script",
]);

function gitlabProblems(config: Json): string[] {
  if (!isRecord(config)) return [".gitlab-ci.yml is a mapping"];
  const jobs = Object.entries(config).filter(([name]) => !GITLAB_KEYWORDS.has(name) && !name.startsWith("."));
  if (jobs.length === 0) return ["no job"];
  const problems: string[] = [];
  for (const [name, job] of jobs) {
    if (!isRecord(job)) problems.push(`${name} is not a mapping`);
    else if (
      !Array.isArray(job.script) ||
      job.script.length === 0 ||
      !job.script.every((line) => typeof line === "string")
    ) {
      problems.push(`${name} needs a script of commands`);
    }
  }
  return problems;
}

function azureProblems(pipeline: Json): string[] {
  if (!isRecord(pipeline)) return ["azure-pipelines.yml is a mapping"];
  const problems: string[] = [];
  const containers = ["stages", "jobs", "steps"].filter((key) => key in pipeline);
  if (!containers.includes("jobs") && !containers.includes("steps")) return ["a pipeline needs steps or jobs"];
  if (Array.isArray(pipeline.jobs)) {
    for (const [index, job] of pipeline.jobs.entries()) {
      if (!isRecord(job) || typeof job.job !== "string") problems.push(`jobs[${index}] needs a job name`);
      else if (!Array.isArray(job.steps) || job.steps.length === 0) problems.push(`job ${job.job} needs steps`);
      else {
        for (const step of job.steps) {
          if (!isRecord(step) || !["bash", "script", "task", "checkout", "pwsh"].some((key) => key in step)) {
            problems.push(`job ${job.job} has a step without bash, script, task, checkout or pwsh`);
          }
        }
      }
    }
  } else if (containers.includes("jobs")) problems.push("jobs is a list");
  return problems;
}

function bitbucketProblems(config: Json): string[] {
  if (!isRecord(config) || !isRecord(config.pipelines)) return ["bitbucket-pipelines.yml needs pipelines"];
  const problems: string[] = [];
  const pipelines = config.pipelines;
  const lists: Array<[string, Json]> = [];
  if ("default" in pipelines) lists.push(["default", pipelines.default]);
  for (const group of ["branches", "tags", "bookmarks", "pull-requests", "custom"]) {
    const entries = pipelines[group];
    if (entries === undefined) continue;
    if (!isRecord(entries)) problems.push(`pipelines.${group} is a mapping`);
    else for (const [name, list] of Object.entries(entries)) lists.push([`${group}.${name}`, list]);
  }
  if (lists.length === 0) problems.push("pipelines has no pipeline");
  for (const [name, list] of lists) {
    if (!Array.isArray(list) || list.length === 0) {
      problems.push(`pipelines.${name} is a list of steps`);
      continue;
    }
    for (const item of list) {
      const step = isRecord(item) ? item.step : undefined;
      if (!isRecord(step) || !Array.isArray(step.script) || step.script.length === 0) {
        problems.push(`pipelines.${name} has a step without a script`);
      }
    }
  }
  return problems;
}

const YAML_CHECKS: Partial<Record<ToolId, (value: Json) => string[]>> = {
  github: githubProblems,
  gitlab: gitlabProblems,
  "azure-devops": azureProblems,
  bitbucket: bitbucketProblems,
};

/** The problems of a CI tool's snippet; none when it is valid for that tool. */
export function snippetProblems(toolId: ToolId, source: string): string[] {
  if (toolId === "jenkins") return jenkinsfileProblems(source, bashProblems);
  const check = YAML_CHECKS[toolId];
  if (!check) return [`${toolId} has no pipeline`];
  const { value, problems } = parseYaml(source);
  return problems.length > 0 ? problems : check(value);
}

/** Groovy's escapes in a ''' string: a backslash before a line break joins the lines, \\ is one backslash. */
function groovyString(text: string): string {
  return text.replace(/\\(\n|.)/g, (_, next: string) => (next === "\n" ? "" : next));
}

/** The shell scripts a snippet runs, for `bash -n`: Bitbucket's and GitLab's script lines, Actions' run, Azure's bash, Jenkins' sh. */
export function snippetShellScripts(toolId: ToolId, source: string): string[] {
  if (toolId === "jenkins") {
    return [...source.matchAll(/\bsh\s+'''([\s\S]*?)'''/g)].map((match) => groovyString(match[1] ?? ""));
  }
  const value = parseDocument(source).toJS() as Json;
  const scripts: string[] = [];
  const visit = (node: Json, key?: string) => {
    if (typeof node === "string" && key && ["run", "bash", "script"].includes(key)) scripts.push(node);
    else if (Array.isArray(node)) {
      if (key === "script") scripts.push(node.filter((line) => typeof line === "string").join("\n"));
      else for (const item of node) visit(item);
    } else if (isRecord(node)) for (const [name, child] of Object.entries(node)) visit(child, name);
  };
  visit(value);
  return scripts;
}
