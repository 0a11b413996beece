import { eq } from "drizzle-orm";
import type { Database } from "./client.js";
import { seedRuns } from "./schema/index.js";

/** A named, idempotent set of seed rows, owned by a module (listed in src/seed-sets.ts). */
export type SeedSet = {
  name: string;
  run(tx: Database): Promise<void>;
  /** After its transaction commits: in-memory copies of the seeded rows rebuild from what is now visible. */
  afterCommit?(): void;
};

/** Applies every seed set not yet recorded in seed_runs, each in its own transaction. */
export async function seed(db: Database, sets: readonly SeedSet[]): Promise<string[]> {
  const applied: string[] = [];
  for (const set of sets) {
    const done = await db.select().from(seedRuns).where(eq(seedRuns.name, set.name)).limit(1);
    if (done.length > 0) continue;
    await db.transaction(async (tx) => {
      await set.run(tx as unknown as Database);
      await tx.insert(seedRuns).values({ name: set.name });
    });
    set.afterCommit?.();
    applied.push(set.name);
  }
  return applied;
}
