import { siblingGroups } from "./sibling-groups";

export type RelatedPick = { heading: string; templates: string[] };

/**
 * The siblings a page links to: the `count` pages that follow it in its
 * group, wrapping round to the start. Deterministic, so the prerendered HTML
 * and the hydrated page agree, and every sibling gets linked from somewhere.
 * Null for a page in no group.
 */
export function pickRelated(
  template: string,
  count = 3,
  groups: typeof siblingGroups = siblingGroups,
): RelatedPick | null {
  const group = groups.find((candidate) => candidate.templates.includes(template));
  if (!group) return null;
  const { templates } = group;
  const start = templates.indexOf(template);
  const others = templates.length - 1;
  const picked = Array.from(
    { length: Math.min(count, others) },
    (_, offset) => templates[(start + 1 + offset) % templates.length] as string,
  );
  return { heading: group.heading, templates: picked };
}
