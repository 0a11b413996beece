/** "Last updated 2 October 2026", with the ISO date for machines. */
export function LastUpdated({ date }: { date: string }) {
  return (
    <p className="text-sm text-slate-600">
      Last updated <time dateTime={date}>{formatLongDate(date)}</time>
    </p>
  );
}

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

/** 2026-10-02 → "2 October 2026", the same on the server and in every browser locale. */
export function formatLongDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}
