/**
 * The site's numbers in US English ("1,284", "$49"). Each format is made on
 * first use and kept: the first Intl.NumberFormat of a page loads ICU data
 * (~13 ms on a desktop core, ×4 on a phone), which a module that only might
 * format a number should not spend while the page loads (docs/decisions/093).
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  // Counts (a whole number, no options) are grouped by hand: the same text as
  // en-US, without loading ICU on pages that show nothing else (the catalogue's
  // NLP count and ratings: ~13 ms of one task on the assets home).
  if (Number.isSafeInteger(value) && Object.keys(options).length === 0) return groupThousands(value);
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", options);
    formats.set(key, format);
  }
  return format.format(value);
}

/**
 * "$1,284": a price in whole US dollars (the plan catalogue's only currency,
 * pinned by its schema), the text Intl gives with
 * `{ style: "currency", currency: "USD", maximumFractionDigits: 0 }`, made by
 * hand: the pricing cards format prices while the page loads, and ICU's first
 * load was ~50 ms of one task on a phone.
 */
export function formatDollars(amount: number): string {
  if (!(Number.isFinite(amount) && amount >= 0)) throw new RangeError(`not an amount in dollars: ${amount}`);
  return `$${groupThousands(Math.round(amount))}`;
}

/** "1284" → "1,284", "-20000" → "-20,000". */
function groupThousands(value: number): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 ? `-${digits}` : digits;
}
