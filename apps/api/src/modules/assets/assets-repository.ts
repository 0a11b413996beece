import type { AssetTag } from "@ignitest/contracts";
import { and, arrayOverlaps, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import {
  assetCategories,
  assetElements,
  assetTypes,
  nlpFaqs,
  nlpScenarios,
  nlps,
  stepGroupSteps,
  stepGroups,
} from "../../db/schema/index.js";

/**
 * The longest a search query may run: a key that matches nearly everything on
 * a busy database is cancelled rather than holding a connection (PostgreSQL's
 * statement_timeout, set for the search's own transaction only).
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 2000;

/** Runs `search` on a repository whose queries are cancelled after SEARCH_STATEMENT_TIMEOUT_MS. */
export function withSearchTimeout<T>(db: Database, search: (repository: AssetsRepository, tx: Database) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${SEARCH_STATEMENT_TIMEOUT_MS}`));
    return search(createAssetsRepository(tx as unknown as Database), tx as unknown as Database);
  });
}

/** PostgreSQL's query_canceled: a statement ran past statement_timeout. */
export function isStatementTimeout(error: unknown) {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === "57014";
}

/** Every query of the assets service; route handlers only validate, call these and shape answers. */

export type CategoryRow = typeof assetCategories.$inferSelect;
export type NlpRow = typeof nlps.$inferSelect;

/** `key` as a LIKE pattern that matches it literally (%, _ and \ escaped). */
function containing(key: string) {
  return `%${escapeLike(key)}%`;
}
function startingWith(key: string) {
  return `${escapeLike(key)}%`;
}
function escapeLike(key: string) {
  return key.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export type Paging = { page: number; size: number };

export function createAssetsRepository(db: Database) {
  async function pageOfCategories(where: SQL | undefined, paging: Paging, orderBy: SQL[]) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(assetCategories)
        .where(where)
        .orderBy(...orderBy)
        .limit(paging.size)
        .offset(paging.page * paging.size),
      db.select({ value: count() }).from(assetCategories).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  return {
    listAssetTypes() {
      return db.select({ id: assetTypes.id, type: assetTypes.type }).from(assetTypes).orderBy(asc(assetTypes.position));
    },

    async findAssetType(id: string) {
      const [row] = await db.select().from(assetTypes).where(eq(assetTypes.id, id)).limit(1);
      return row;
    },

    mostUsedCategories(paging: Paging) {
      return db
        .select()
        .from(assetCategories)
        .orderBy(desc(assetCategories.usageCount), asc(assetCategories.position))
        .limit(paging.size)
        .offset(paging.page * paging.size);
    },

    categoriesOfType(typeId: string, tag: AssetTag | undefined, paging: Paging) {
      const where = and(
        eq(assetCategories.typeId, typeId),
        tag ? arrayOverlaps(assetCategories.assetsTags, [tag]) : undefined,
      );
      return pageOfCategories(where, paging, [asc(assetCategories.position)]);
    },

    /** Title, descriptions or the name of an item inside; title-prefix matches rank first. */
    searchCategories(search: { key: string; typeId?: string; tags?: AssetTag[] }, paging: Paging) {
      const pattern = containing(search.key);
      const itemMatches = or(
        sql`exists (select 1 from ${nlps} where ${nlps.categoryId} = ${assetCategories.id} and ${nlps.name} ilike ${pattern})`,
        sql`exists (select 1 from ${assetElements} where ${assetElements.categoryId} = ${assetCategories.id} and ${assetElements.name} ilike ${pattern})`,
        sql`exists (select 1 from ${stepGroups} where ${stepGroups.categoryId} = ${assetCategories.id} and ${stepGroups.name} ilike ${pattern})`,
      );
      const where = and(
        or(
          ilike(assetCategories.title, pattern),
          ilike(assetCategories.shortDescription, pattern),
          ilike(assetCategories.description, pattern),
          itemMatches,
        ),
        search.typeId ? eq(assetCategories.typeId, search.typeId) : undefined,
        search.tags?.length ? arrayOverlaps(assetCategories.assetsTags, search.tags) : undefined,
      );
      const rank = sql`case when ${assetCategories.title} ilike ${startingWith(search.key)} then 0
        when ${assetCategories.title} ilike ${pattern} then 1 else 2 end`;
      return pageOfCategories(where, paging, [asc(rank), asc(assetCategories.position)]);
    },

    async findCategory(id: string) {
      const [row] = await db
        .select({ category: assetCategories, typeName: assetTypes.type })
        .from(assetCategories)
        .innerJoin(assetTypes, eq(assetTypes.id, assetCategories.typeId))
        .where(eq(assetCategories.id, id))
        .limit(1);
      return row;
    },

    /** Exact title, ignoring case and surrounding spaces. */
    async findCategoryByTitle(typeId: string, title: string) {
      const [row] = await db
        .select({ category: assetCategories, typeName: assetTypes.type })
        .from(assetCategories)
        .innerJoin(assetTypes, eq(assetTypes.id, assetCategories.typeId))
        .where(and(eq(assetCategories.typeId, typeId), sql`lower(${assetCategories.title}) = lower(${title})`))
        .limit(1);
      return row;
    },

    nlpsOfCategory(categoryId: string) {
      return db.select().from(nlps).where(eq(nlps.categoryId, categoryId)).orderBy(asc(nlps.position));
    },

    elementsOfCategory(categoryId: string) {
      return db
        .select()
        .from(assetElements)
        .where(eq(assetElements.categoryId, categoryId))
        .orderBy(asc(assetElements.position));
    },

    stepGroupsOfCategory(categoryId: string) {
      return db
        .select({
          group: stepGroups,
          stepCount: sql<number>`(select count(*)::int from ${stepGroupSteps} where ${stepGroupSteps.stepGroupId} = ${stepGroups.id})`,
        })
        .from(stepGroups)
        .where(eq(stepGroups.categoryId, categoryId))
        .orderBy(asc(stepGroups.position));
    },

    async findNlp(by: { id: string } | { name: string }) {
      const [row] = await db
        .select({ nlp: nlps, categoryTitle: assetCategories.title })
        .from(nlps)
        .innerJoin(assetCategories, eq(assetCategories.id, nlps.categoryId))
        .where("id" in by ? eq(nlps.id, by.id) : sql`lower(${nlps.name}) = lower(${by.name})`)
        .limit(1);
      return row;
    },

    scenariosOf(nlpId: string, limit = 1000) {
      return db
        .select({ title: nlpScenarios.title, steps: nlpScenarios.steps })
        .from(nlpScenarios)
        .where(eq(nlpScenarios.nlpId, nlpId))
        .orderBy(asc(nlpScenarios.position))
        .limit(limit);
    },

    faqsOf(nlpId: string, limit = 1000) {
      return db
        .select({ question: nlpFaqs.question, answer: nlpFaqs.answer })
        .from(nlpFaqs)
        .where(eq(nlpFaqs.nlpId, nlpId))
        .orderBy(asc(nlpFaqs.position))
        .limit(limit);
    },

    /** Name or description contains `key`; name prefix first, then name, then description. */
    searchNlps(search: { key: string; tags?: AssetTag[] }, limit: number) {
      const pattern = containing(search.key);
      const rank = sql`case when ${nlps.name} ilike ${startingWith(search.key)} then 0
        when ${nlps.name} ilike ${pattern} then 1 else 2 end`;
      return db
        .select()
        .from(nlps)
        .where(
          and(
            or(ilike(nlps.name, pattern), ilike(nlps.shortDescription, pattern), ilike(nlps.description, pattern)),
            search.tags?.length ? arrayOverlaps(nlps.assetsTags, search.tags) : undefined,
          ),
        )
        .orderBy(asc(rank), asc(sql`length(${nlps.name})`), asc(nlps.name))
        .limit(limit);
    },

    async findElement(id: string) {
      const [row] = await db
        .select({ element: assetElements, categoryTitle: assetCategories.title })
        .from(assetElements)
        .innerJoin(assetCategories, eq(assetCategories.id, assetElements.categoryId))
        .where(eq(assetElements.id, id))
        .limit(1);
      return row;
    },

    async findStepGroup(id: string) {
      const [row] = await db
        .select({ group: stepGroups, categoryTitle: assetCategories.title })
        .from(stepGroups)
        .innerJoin(assetCategories, eq(assetCategories.id, stepGroups.categoryId))
        .where(eq(stepGroups.id, id))
        .limit(1);
      if (!row) return undefined;
      const steps = await db
        .select({
          position: stepGroupSteps.position,
          nlpId: nlps.id,
          nlpName: nlps.name,
          inputs: stepGroupSteps.inputs,
        })
        .from(stepGroupSteps)
        .innerJoin(nlps, eq(nlps.id, stepGroupSteps.nlpId))
        .where(eq(stepGroupSteps.stepGroupId, id))
        .orderBy(asc(stepGroupSteps.position));
      return { ...row, steps };
    },
  };
}

export type AssetsRepository = ReturnType<typeof createAssetsRepository>;
