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

export function isGeneratedId(id: string): boolean {
  if (FRAMEWORK_PATTERNS.some((pattern) => pattern.test(id))) return true;
  if (UUID.test(id)) return true;
  // A run of three or more digits: "input-4821", "ember123".
  if (/\d{3,}/.test(id)) return true;
  // A hex or hash run with letters and digits: "a3f9c2", "btn-9f8e7d6c".
  for (const run of id.match(/[0-9a-f]{6,}/gi) ?? []) {
    if (/\d/.test(run) && /[a-f]/i.test(run)) return true;
  }
  // Letters and digits mixed in: "x7k9q", "1x2y3z".
  return transitions(id) >= Math.max(2, id.replace(/[-_]/g, "").length / 4);
}
