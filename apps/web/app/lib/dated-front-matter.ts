import { z } from "zod";

/** Today as YYYY-MM-DD (UTC): the build date, computed each time a check runs. */
export function buildDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A front-matter date (YYYY-MM-DD) from `earliest` up to the build date: a
 * page written today passes, one dated in the future fails. gray-matter reads
 * an unquoted ISO date as a Date, so a Date is turned back into YYYY-MM-DD.
 */
export function datedFrontMatter(earliest: string) {
  return z.preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    z.iso.date().check((ctx) => {
      const latest = buildDate();
      if (ctx.value < earliest || ctx.value > latest) {
        ctx.issues.push({
          code: "custom",
          input: ctx.value,
          message: `must be between ${earliest} and the build date (${latest})`,
        });
      }
    }),
  );
}
