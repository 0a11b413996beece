import { site } from "@ignitest/contracts";
import list from "./common-passwords.json" with { type: "json" };

/**
 * NIST SP 800-63B: length (12 to 128, in PasswordSchema) and no composition
 * rules, but refuse passwords attackers try first: ones on a list of common
 * passwords, a common password with digits or symbols around it (also in
 * "l33t" spelling), sequences and repetitions, and ones built from the
 * account's own e-mail name or the product name.
 */
const commonPasswords: ReadonlySet<string> = new Set(list.passwords);

const sequences = [
  "0123456789012345678901234567890",
  "abcdefghijklmnopqrstuvwxyz",
  "qwertyuiopasdfghjklzxcvbnm",
  "1qaz2wsx3edc4rfv5tgb6yhn7ujm",
];
const leet: Record<string, string> = {
  "@": "a",
  "4": "a",
  "8": "b",
  "3": "e",
  "1": "i",
  "!": "i",
  "0": "o",
  $: "s",
  "5": "s",
  "7": "t",
  "+": "t",
};

export type PasswordContext = { email: string; name?: string };

/** Why the password is refused, in words for the visitor; null when it is acceptable. */
export function passwordProblem(password: string, context: PasswordContext): string | null {
  const lower = password.toLowerCase();
  if (isCommon(lower)) return "This password is too common. Choose one that is harder to guess.";
  // "ababababab12", "abcdefghijk!": a pattern with a few characters tacked on is still the pattern.
  const core = stripEdges(lower);
  const shapes = core.length >= 6 && lower.length - core.length <= 4 ? [lower, core] : [lower];
  if (shapes.some(isRepetition)) {
    return "This password repeats the same few characters. Choose one that is harder to guess.";
  }
  if (shapes.some(isSequence)) {
    return "This password is a keyboard or number sequence. Choose one that is harder to guess.";
  }

  const personal = contextWords(context);
  for (const word of personal) {
    if (!lower.includes(word)) continue;
    // What is left once the personal word is removed must stand on its own.
    const rest = lower.replaceAll(word, "");
    if (rest.length < 8 || isCommon(rest) || isRepetition(rest) || isSequence(rest)) {
      return word === site.name.toLowerCase()
        ? `This password is built on the name ${site.name}. Choose one that is harder to guess.`
        : "This password is built on your e-mail address or name. Choose one that is harder to guess.";
    }
  }
  return null;
}

/** On the list as typed, in l33t spelling, or as a listed word with only digits and symbols around it. */
function isCommon(lower: string): boolean {
  const candidates = new Set([lower, unleet(lower)]);
  const core = stripEdges(lower);
  if (core.length >= 3) {
    candidates.add(core);
    candidates.add(unleet(core));
  }
  // "p@ssw0rd1234": leading/trailing digits go first, then the l33t is undone.
  const lettersFirst = unleet(lower.replace(/[\d\W_]+$/, ""));
  if (lettersFirst.length >= 3) candidates.add(lettersFirst);
  for (const candidate of candidates) if (commonPasswords.has(candidate)) return true;
  return false;
}

/** Without the digits and symbols at either end. */
function stripEdges(lower: string): string {
  return lower.replace(/^[\d\W_]+/, "").replace(/[\d\W_]+$/, "");
}

function unleet(value: string): string {
  return [...value].map((char) => leet[char] ?? char).join("");
}

/** "aaaaaaaaaaaa", "abcabcabcabc", "hello1hello1": one short unit repeated. */
function isRepetition(lower: string): boolean {
  for (let size = 1; size <= 6 && size * 2 <= lower.length; size++) {
    if (lower.length % size !== 0) continue;
    if (lower.slice(0, size).repeat(lower.length / size) === lower) return true;
  }
  return new Set(lower).size <= 2;
}

/** A run along the alphabet, the digits or a keyboard row, either way round. */
function isSequence(lower: string): boolean {
  const reversed = [...lower].reverse().join("");
  return sequences.some((sequence) => sequence.includes(lower) || sequence.includes(reversed));
}

function contextWords({ email, name }: PasswordContext): string[] {
  const local = email.split("@")[0] ?? "";
  const words = [site.name.toLowerCase(), local.toLowerCase(), ...local.toLowerCase().split(/[._+-]+/)];
  if (name) words.push(...name.toLowerCase().split(/\s+/));
  return [...new Set(words.filter((word) => word.length >= 4))].sort((a, b) => b.length - a.length);
}
