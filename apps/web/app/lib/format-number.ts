/**
 * The site's numbers in US English ("1,284", "$49"). Each format is made on
 * first use and kept: the first Intl.NumberFormat of a page loads ICU data
 * (~13 ms on a desktop core, ×4 on a phone), which a module that only might
 * format a number should not spend while the page loads (docs/decisions/093).
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", options);
    formats.set(key, format);
  }
  return format.format(value);
}
