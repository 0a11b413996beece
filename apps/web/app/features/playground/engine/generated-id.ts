/**
 * Ids that a framework or a build made up change from build to build (or on
 * every load), so a locator on them breaks: the Finder flags them and ranks
 * them last (docs/playground.md#locators).
 */
const FRAMEWORK_PATTERNS: RegExp[] = [
  /^:[a-z]*\d*[a-z0-9]*:$/i, // React useId (":r1:", ":R2d:")
  /^«[a-z0-9]+»$/i, // React 19.1 useId
  /^_r_[a-z0-9]+_$/i, // React 19.2 useId
  /^ember\d+$/i,
  /^mat-[a-z-]+-\d+$/i, // Angular Material
  /^cdk-[a-z-]+-\d+$/i,
  /^css-[a-z0-9]+$/i, // emotion
  /^(sc|jss|makeStyles|mui|rc|el|ext|gwt|yui|jqg|ui-id|j_idt|react-select|headlessui|radix|downshift|select2)[-_:].*\d/i,
  /^ctl\d+/i, // ASP.NET
];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

type CharClass = "lower" | "upper" | "digit" | "other";

function charClass(c: string): CharClass {
  if (c >= "a" && c <= "z") return "lower";
  if (c >= "A" && c <= "Z") return "upper";
  if (c >= "0" && c <= "9") return "digit";
  return "other";
}

/** How often the kind of character changes (a capital then small letters counts as one word). */
function transitions(id: string): number {
  let count = 0;
  let last: CharClass | undefined;
  for (const c of id) {
    if (c === "-" || c === "_") continue;
    const kind = charClass(c);
    if (kind === "lower" && last === "upper") {
      last = kind;
      continue;
    }
    if (last && last !== kind) count++;
    last = kind;
  }
  return count;
}

/** Two consonants that start English words ("st", "pr", …); any other pair at the start reads as random. */
const ONSETS = new Set(
  "bl br ch cl cr dr dw fl fr gl gn gr kn ph pl pr ps qu sc sh sk sl sm sn sp sq st sw th tr tw wh wr".split(" "),
);

/**
 * A word a person would write: a vowel, no run of four consonants ("strength"
 * is the rare exception), a usual start, q followed by u, at most two of j k q v w x z.
 */
function wordLike(letters: string): boolean {
  const lower = letters.toLowerCase();
  if (!/[aeiouy]/.test(lower) || /[^aeiouy]{4,}/.test(lower)) return false;
  if (/^[^aeiouy]{2}/.test(lower) && !ONSETS.has(lower.slice(0, 2))) return false;
  if (/q(?!u)/.test(lower)) return false;
  return (lower.match(/[jkqvwxz]/g) ?? []).length < 3;
}

/**
 * One part of an id between dashes, underscores or colons that reads as random:
 * letters and digits interleaved ("k3x9qa"), or five or more letters (before an
 * optional short number) that are not word-like ("qpnfx0", "mzxhab").
 */
function randomSegment(segment: string): boolean {
  if (segment.length < 4) return false;
  const hasDigit = /\d/.test(segment);
  const hasLetter = /[a-z]/i.test(segment);
  if (hasDigit && hasLetter && !(/^[a-z]+\d{1,2}$/i.test(segment) && wordLike(segment.replace(/\d+$/, "")))) {
    return true;
  }
  const letters = segment.replace(/\d+$/, "");
  return /^[a-z]{5,}$/i.test(letters) && letters === letters.toLowerCase() && !wordLike(letters);
}

export function isGeneratedId(id: string): boolean {
  if (FRAMEWORK_PATTERNS.some((pattern) => pattern.test(id))) return true;
  if (UUID.test(id)) return true;
  // A run of three or more digits: "input-4821", "ember123".
  if (/\d{3,}/.test(id)) return true;
  // A hex or hash run with letters and digits: "a3f9c2", "btn-9f8e7d6c".
  for (const run of id.match(/[0-9a-f]{6,}/gi) ?? []) {
    if (/\d/.test(run) && /[a-f]/i.test(run)) return true;
  }
  if (id.split(/[-_:.]/).some(randomSegment)) return true;
  // Letters and digits mixed in: "x7k9q", "1x2y3z".
  return transitions(id) >= Math.max(2, id.replace(/[-_]/g, "").length / 4);
}
