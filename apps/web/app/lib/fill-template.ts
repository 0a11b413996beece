/**
 * Fills the {name} placeholders of a content string ("Up to {n}") with values;
 * a placeholder without a value stays as written, so a typo shows on the page
 * and in its test instead of vanishing.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
