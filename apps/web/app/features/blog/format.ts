const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** 2025-03-14 → "14 March 2025", the same on the server and in every browser locale. */
export function formatArticleDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}
