/**
 * A structural check of a Jenkins declarative pipeline, for the Jenkinsfile
 * snippets (docs/platform-integrations.md#snippets). npm has no kept parser of
 * the declarative grammar (npm-groovy-lint needs a Java runtime and checks
 * Groovy style, not the grammar), so this reads Groovy's tokens (strings of
 * every quoting, comments, brackets) and checks the grammar's outline:
 *
 *   pipeline { agent …; [environment|options|parameters|triggers|tools|post] { … };
 *              stages { stage('name') { [agent|environment|options|when|input|tools|post …]
 *                                       steps { at least one step } | stages { … } | parallel { … } } } }
 *
 * It returns the problems found, none for a valid outline.
 */

type Token = { kind: "word" | "string" | "punct"; text: string; line: number };

/** Groovy's tokens, strings and comments read whole; unterminated ones are problems. */
export function groovyTokens(source: string): { tokens: Token[]; problems: string[] } {
  const tokens: Token[] = [];
  const problems: string[] = [];
  let line = 1;
  let index = 0;
  const advance = (to: number) => {
    for (let at = index; at < to; at += 1) if (source[at] === "\n") line += 1;
    index = to;
  };
  while (index < source.length) {
    const rest = source.slice(index);
    const char = source[index] as string;
    if (/\s/.test(char)) {
      advance(index + 1);
    } else if (rest.startsWith("//") || (index === 0 && rest.startsWith("#!"))) {
      const end = source.indexOf("\n", index);
      advance(end === -1 ? source.length : end);
    } else if (rest.startsWith("/*")) {
      const end = source.indexOf("*/", index + 2);
      if (end === -1) {
        problems.push(`line ${line}: unterminated comment`);
        advance(source.length);
      } else advance(end + 2);
    } else if (rest.startsWith("'''") || rest.startsWith('"""') || char === "'" || char === '"') {
      const quote = rest.startsWith("'''") || rest.startsWith('"""') ? rest.slice(0, 3) : char;
      const startLine = line;
      let at = index + quote.length;
      let closed = false;
      while (at < source.length) {
        if (source[at] === "\\") at += 2;
        else if (source.startsWith(quote, at)) {
          closed = true;
          break;
        } else if (quote.length === 1 && source[at] === "\n") break;
        else at += 1;
      }
      if (!closed) {
        problems.push(`line ${startLine}: unterminated string`);
        advance(source.length);
      } else {
        tokens.push({ kind: "string", text: source.slice(index + quote.length, at), line: startLine });
        advance(at + quote.length);
      }
    } else if (/[A-Za-z_$]/.test(char)) {
      const word = /^[A-Za-z_$][\w$]*/.exec(rest)?.[0] ?? char;
      tokens.push({ kind: "word", text: word, line });
      advance(index + word.length);
    } else {
      tokens.push({ kind: "punct", text: char, line });
      advance(index + 1);
    }
  }
  return { tokens, problems };
}

const PAIRS: Record<string, string> = { "{": "}", "(": ")", "[": "]" };

/** Index of the bracket closing the one at `open`, or -1. */
function closing(tokens: Token[], open: number): number {
  const stack: string[] = [];
  for (let at = open; at < tokens.length; at += 1) {
    const token = tokens[at] as Token;
    if (token.kind !== "punct") continue;
    if (PAIRS[token.text]) stack.push(PAIRS[token.text] as string);
    else if (Object.values(PAIRS).includes(token.text)) {
      if (stack.pop() !== token.text) return -1;
      if (stack.length === 0) return at;
    }
  }
  return -1;
}

type Block = { name: string; args: Token[]; body: Token[]; line: number };

/** The `name [(args)] { body }` entries of a block's body; anything else is a problem. */
function blocks(tokens: Token[], where: string, problems: string[]): Block[] {
  const out: Block[] = [];
  let at = 0;
  while (at < tokens.length) {
    const name = tokens[at] as Token;
    if (name.kind !== "word") {
      problems.push(`line ${name.line}: expected a section name in ${where}, found "${name.text}"`);
      return out;
    }
    let next = at + 1;
    let args: Token[] = [];
    if (tokens[next]?.text === "(") {
      const end = closing(tokens, next);
      if (end === -1) {
        problems.push(`line ${name.line}: unbalanced brackets after ${name.text}`);
        return out;
      }
      args = tokens.slice(next + 1, end);
      next = end + 1;
    }
    if (tokens[next]?.text === "{") {
      const end = closing(tokens, next);
      if (end === -1) {
        problems.push(`line ${name.line}: unbalanced brackets in ${name.text}`);
        return out;
      }
      out.push({ name: name.text, args, body: tokens.slice(next + 1, end), line: name.line });
      at = end + 1;
    } else {
      // A one-line directive such as `agent any` or `agent none`.
      const value = tokens[next];
      out.push({ name: name.text, args: value ? [value] : [], body: [], line: name.line });
      at = next + 1;
    }
  }
  return out;
}

const PIPELINE_SECTIONS = new Set([
  "agent",
  "environment",
  "options",
  "parameters",
  "triggers",
  "tools",
  "post",
  "stages",
  "libraries",
]);
const STAGE_SECTIONS = new Set([
  "agent",
  "environment",
  "options",
  "when",
  "input",
  "tools",
  "post",
  "steps",
  "stages",
  "parallel",
  "matrix",
  "failFast",
]);

function checkStages(stages: Block, problems: string[]) {
  const list = blocks(stages.body, "stages", problems);
  if (list.length === 0) problems.push(`line ${stages.line}: stages has no stage`);
  for (const stage of list) {
    if (stage.name !== "stage") {
      problems.push(`line ${stage.line}: stages may hold only stage('…'), found ${stage.name}`);
      continue;
    }
    if (stage.args.length !== 1 || stage.args[0]?.kind !== "string" || !stage.args[0].text.trim()) {
      problems.push(`line ${stage.line}: a stage needs a name in quotes`);
    }
    const sections = blocks(stage.body, "stage", problems);
    for (const section of sections) {
      if (!STAGE_SECTIONS.has(section.name))
        problems.push(`line ${section.line}: unknown stage section ${section.name}`);
    }
    const bodies = sections.filter((section) => ["steps", "stages", "parallel", "matrix"].includes(section.name));
    if (bodies.length !== 1)
      problems.push(`line ${stage.line}: a stage needs exactly one of steps, stages or parallel`);
    for (const body of bodies) {
      if (body.name === "steps" && body.body.length === 0) problems.push(`line ${body.line}: steps is empty`);
      if (body.name === "stages") checkStages(body, problems);
    }
  }
}

export function declarativePipelineProblems(source: string): string[] {
  const { tokens, problems } = groovyTokens(source);
  if (problems.length > 0) return problems;
  const top = blocks(tokens, "the file", problems);
  const pipeline = top.find((block) => block.name === "pipeline");
  if (!pipeline || top.length !== 1) return [...problems, "the file must be one pipeline { … } block"];
  const sections = blocks(pipeline.body, "pipeline", problems);
  for (const section of sections) {
    if (!PIPELINE_SECTIONS.has(section.name))
      problems.push(`line ${section.line}: unknown pipeline section ${section.name}`);
  }
  for (const required of ["agent", "stages"]) {
    const found = sections.filter((section) => section.name === required);
    if (found.length !== 1) problems.push(`pipeline needs exactly one ${required} section`);
  }
  const agent = sections.find((section) => section.name === "agent");
  if (agent && agent.body.length === 0 && !["any", "none"].includes(agent.args[0]?.text ?? "")) {
    problems.push(`line ${agent.line}: agent must be any, none or a block`);
  }
  const stages = sections.find((section) => section.name === "stages");
  if (stages) checkStages(stages, problems);
  return problems;
}
