/**
 * A structural check of a declarative Jenkinsfile, for the lesson content
 * check (prerender/lesson-code-blocks.ts) and the Platform integrations'
 * pipeline snippets (docs/platform-integrations.md#snippets). No maintained Groovy or Jenkinsfile parser
 * exists on npm, so this reads Groovy's tokens (strings of every quoting,
 * comments, brackets) and checks what Jenkins' declarative validator would
 * refuse first: unbalanced blocks, and the shape
 * `pipeline { agent … stages { stage('…') { steps { … } } } }` with only
 * the sections Jenkins knows in each place; a step that is an assignment
 * or a bare shell line outside `script { }`; and the shell of each `sh '…'`
 * step, through `bash -n`.
 */

type Token = { kind: "word" | "string" | "punct" | "newline"; text: string; line: number; body?: string };
type Statement = { tokens: Token[]; line: number; block?: Statement[] };

const pipelineSections = new Set([
  "agent",
  "environment",
  "options",
  "parameters",
  "triggers",
  "tools",
  "libraries",
  "stages",
  "post",
]);
const stageSections = new Set([
  "agent",
  "environment",
  "options",
  "when",
  "input",
  "tools",
  "failFast",
  "post",
  "steps",
  "stages",
  "parallel",
  "matrix",
]);
const stageBodies = ["steps", "stages", "parallel", "matrix"];

/** Groovy's single-quoted strings: \\ is one backslash, \' a quote, a backslash before a newline joins the lines. */
const unescapeSingle = (body: string) => body.replace(/\\(\n|\\|'|\$)/g, (_, c: string) => (c === "\n" ? "" : c));

function tokenize(source: string): { tokens: Token[]; problems: string[] } {
  const tokens: Token[] = [];
  const problems: string[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === "\n") {
      tokens.push({ kind: "newline", text: c, line });
      line++;
      i++;
    } else if (/\s/.test(c)) i++;
    else if (source.startsWith("//", i)) i = source.indexOf("\n", i) < 0 ? source.length : source.indexOf("\n", i);
    else if (source.startsWith("/*", i)) {
      const end = source.indexOf("*/", i + 2);
      if (end < 0) return { tokens, problems: [`line ${line}: a comment that never ends`] };
      line += source.slice(i, end).split("\n").length - 1;
      i = end + 2;
    } else if (c === "'" || c === '"') {
      const quote = source.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      let j = i + quote.length;
      while (j < source.length && !source.startsWith(quote, j)) {
        if (quote.length === 1 && source[j] === "\n") break;
        j += source[j] === "\\" ? 2 : 1;
      }
      if (j >= source.length || !source.startsWith(quote, j)) {
        problems.push(`line ${line}: a string that never ends`);
        return { tokens, problems };
      }
      const body = source.slice(i + quote.length, j);
      tokens.push({ kind: "string", text: source.slice(i, j + quote.length), line, body });
      line += body.split("\n").length - 1;
      i = j + quote.length;
    } else if (/[A-Za-z_$@]/.test(c)) {
      const word = /^[A-Za-z_$@][\w$.]*/.exec(source.slice(i))?.[0] ?? c;
      tokens.push({ kind: "word", text: word, line });
      i += word.length;
    } else {
      tokens.push({ kind: "punct", text: c, line });
      i++;
    }
  }
  return { tokens, problems };
}

const closing: Record<string, string> = { "(": ")", "[": "]" };

/** Statements of one block, up to its `}` (or the end of the file at the top). */
function parseBlock(tokens: Token[], at: { i: number }, top: boolean, problems: string[]): Statement[] {
  const statements: Statement[] = [];
  let current: Token[] = [];
  const open: Token[] = [];
  const finish = (block?: Statement[]) => {
    if (current.length > 0 || block) statements.push({ tokens: current, line: current[0]?.line ?? 0, block });
    current = [];
  };
  while (at.i < tokens.length) {
    const token = tokens[at.i++] as Token;
    if (token.kind === "punct" && (token.text === "(" || token.text === "[")) open.push(token);
    else if (token.kind === "punct" && (token.text === ")" || token.text === "]")) {
      const last = open.pop();
      if (!last || closing[last.text] !== token.text) {
        problems.push(`line ${token.line}: "${token.text}" closes nothing`);
        return statements;
      }
    } else if (open.length === 0 && token.kind === "punct" && token.text === "{") {
      finish(parseBlock(tokens, at, false, problems));
      continue;
    } else if (open.length === 0 && token.kind === "punct" && token.text === "}") {
      finish();
      if (top) problems.push(`line ${token.line}: "}" closes no block`);
      return statements;
    }
    if (open.length === 0 && (token.kind === "newline" || token.text === ";")) finish();
    else if (token.kind !== "newline") current.push(token);
  }
  const unclosed = open[0];
  if (unclosed) problems.push(`line ${unclosed.line}: "${unclosed.text}" is never closed`);
  if (!top) problems.push("a block is never closed: a } is missing");
  finish();
  return statements;
}

const nameOf = (s: Statement) => s.tokens[0]?.text ?? "";

function checkSteps(steps: Statement[], shell: (script: string) => string[], problems: string[]) {
  for (const step of steps) {
    const [first, second] = step.tokens;
    if (nameOf(step) === "script") continue;
    if (first?.kind !== "word" || first.text.startsWith("$") || second?.text === "=") {
      problems.push(
        `line ${step.line}: "${step.tokens.map((t) => t.text).join(" ")}" is not a step; run shell in sh '…', Groovy in script { }`,
      );
      continue;
    }
    const script = step.tokens.find((t) => t.kind === "string");
    if (first.text === "sh" && script?.body !== undefined && script.text.startsWith("'")) {
      for (const problem of shell(unescapeSingle(script.body))) problems.push(`line ${step.line}: sh step: ${problem}`);
    }
    if (step.block) checkSteps(step.block, shell, problems);
  }
}

function checkStage(stage: Statement, shell: (script: string) => string[], problems: string[]) {
  const named = stage.tokens[1]?.text === "(" && stage.tokens[2]?.kind === "string" && stage.tokens[3]?.text === ")";
  if (nameOf(stage) !== "stage" || !named || !stage.block) {
    problems.push(`line ${stage.line}: stages holds only stage('name') { … } blocks`);
    return;
  }
  for (const section of stage.block) {
    if (!stageSections.has(nameOf(section)))
      problems.push(`line ${section.line}: "${nameOf(section)}" is not a stage section`);
  }
  const bodies = stage.block.filter((s) => stageBodies.includes(nameOf(s)));
  if (bodies.length !== 1) {
    problems.push(`line ${stage.line}: a stage needs exactly one of steps, stages, parallel or matrix`);
    return;
  }
  const body = bodies[0] as Statement;
  if (nameOf(body) === "steps") checkSteps(body.block ?? [], shell, problems);
  if (nameOf(body) === "stages") for (const inner of body.block ?? []) checkStage(inner, shell, problems);
  if (nameOf(body) === "parallel") for (const inner of body.block ?? []) checkStage(inner, shell, problems);
}

/** What is wrong with `source` as a declarative Jenkinsfile; `shell` checks the script of each `sh '…'`. */
export function jenkinsfileProblems(source: string, shell: (script: string) => string[]): string[] {
  const { tokens, problems } = tokenize(source);
  if (problems.length > 0) return problems;
  const top = parseBlock(tokens, { i: 0 }, true, problems);
  if (problems.length > 0) return problems;
  const pipelines = top.filter((s) => nameOf(s) === "pipeline" && s.block && s.tokens.length === 1);
  const pipeline = pipelines[0];
  if (pipelines.length !== 1 || !pipeline?.block) return ["a declarative Jenkinsfile is one pipeline { … } block"];
  for (const other of top.filter((s) => s !== pipeline && !nameOf(s).startsWith("@"))) {
    problems.push(`line ${other.line}: "${nameOf(other)}" outside pipeline { }`);
  }
  for (const section of pipeline.block) {
    if (!pipelineSections.has(nameOf(section)))
      problems.push(`line ${section.line}: "${nameOf(section)}" is not a pipeline section`);
  }
  const agent = pipeline.block.find((s) => nameOf(s) === "agent");
  if (!agent || (!agent.block && !["any", "none", "label"].includes(agent.tokens[1]?.text ?? ""))) {
    problems.push("pipeline needs an agent: agent any, agent none, agent { … }");
  }
  const stages = pipeline.block.find((s) => nameOf(s) === "stages");
  if (!stages?.block || stages.block.length === 0) problems.push("pipeline needs stages { stage('…') { … } }");
  for (const stage of stages?.block ?? []) checkStage(stage, shell, problems);
  return problems;
}
