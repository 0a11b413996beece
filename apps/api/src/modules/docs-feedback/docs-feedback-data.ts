import type { DocsFeedback } from "@ignitest/contracts";
import type { Database } from "../../db/client.js";
import { docsFeedback } from "../../db/schema/index.js";

/** Queries of the docs-feedback module; the route handler never touches the table directly. */
export function createDocsFeedbackStore(db: Database) {
  return {
    /** Stores one answer and resolves with its id once the row is committed. */
    async insert(feedback: DocsFeedback): Promise<{ id: string }> {
      const [row] = await db
        .insert(docsFeedback)
        .values({ path: feedback.path, helpful: feedback.helpful, comment: feedback.comment ?? null })
        .returning({ id: docsFeedback.id });
      if (!row) throw new Error("insert into docs_feedback returned no row");
      return row;
    },
  };
}

export type DocsFeedbackStore = ReturnType<typeof createDocsFeedbackStore>;
