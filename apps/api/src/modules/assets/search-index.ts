import type { AssetTag } from "@ignitest/contracts";
import { asc, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { assetCategories, assetElements, nlps, stepGroups } from "../../db/schema/index.js";
import type { CategoryRow, NlpRow, Paging } from "./assets-repository.js";

/**
 * The catalogue's searches in memory (docs/decisions/061-catalogue-search-index.md).
 * A search with a new key used to scan four tables with ILIKE (about 120
 * req/s on PGlite); the catalogue only changes when the seed runs, so the API
 * holds its searchable text and answers from it, with the same answers as the
 * SQL in assets-repository.ts, on PGlite and PostgreSQL alike:
 * - the text is lower-cased by the database itself (`lower()`, the function
 *   ILIKE applies to both sides), so case folding is the database's;
 * - ties are broken in the order the database sorts names (`order by
 *   length(name), name` under its own collation), read when the index is built;
 * - a key with a character outside ASCII, whose lower case might differ
 *   between JavaScript and the database's locale, goes to the SQL query.
 */
type IndexedNlp = { row: NlpRow; name: string; haystack: string };
type IndexedCategory = { row: CategoryRow; title: string; haystack: string };
/**
 * `nlps` in the database's tie-break order; `nlpsByTrigram` lists, for each
 * three-character piece of their text, the positions (ascending) of the NLPs
 * that contain it: a key of three or more characters is only checked against
 * the NLPs holding its rarest piece.
 */
type Snapshot = { nlps: IndexedNlp[]; nlpsByTrigram: Map<string, number[]>; categories: IndexedCategory[] };

export type NlpSearch = { key: string; tags?: AssetTag[] };
export type CategorySearch = { key: string; typeId?: string; tags?: AssetTag[] };

const liveIndexes = new Set<CatalogueSearchIndex>();

/** Marks every live index stale; the next search (or `warmSearchIndexes`) rebuilds it. */
export function invalidateSearchIndexes() {
  for (const index of liveIndexes) index.invalidate();
}

/** After the seed's transaction commits: rebuild now, so the first visitor does not wait for it. */
export function warmSearchIndexes() {
  for (const index of liveIndexes) {
    index.invalidate();
    index.ready().catch(() => index.invalidate());
  }
}

/** Only keys the index folds exactly as the database does. */
export function indexable(key: string) {
  return /^[\x20-\x7e]*$/.test(key);
}

/**
 * The texts of one entry as one string. Fields are joined by a line feed, which
 * an indexable key never holds, so no match can span two fields.
 */
const haystackOf = (texts: string[]) => texts.join("\n");

function trigramsOf(text: string) {
  const trigrams = new Set<string>();
  for (let start = 0; start + 3 <= text.length; start++) trigrams.add(text.slice(start, start + 3));
  return trigrams;
}

/** The positions worth checking for `key`: all of them for a short key, else the rarest trigram's list. */
function candidatesFor(key: string, snapshot: Snapshot): Iterable<number> {
  if (key.length < 3) return snapshot.nlps.keys();
  let rarest: number[] | undefined;
  for (const trigram of trigramsOf(key)) {
    const positions = snapshot.nlpsByTrigram.get(trigram) ?? [];
    if (!rarest || positions.length < rarest.length) rarest = positions;
    if (rarest.length === 0) break;
  }
  return rarest ?? [];
}

const overlaps = (tags: readonly string[], wanted: readonly string[] | undefined) =>
  !wanted?.length || wanted.some((tag) => tags.includes(tag));

/** 0: starts with the key, 1: contains it, 2: neither (the SQL's `case … end`). */
const rankOf = (text: string, key: string) => (text.startsWith(key) ? 0 : text.includes(key) ? 1 : 2);

export class CatalogueSearchIndex {
  private snapshot: Promise<Snapshot> | undefined;

  constructor(private readonly db: Database) {
    liveIndexes.add(this);
  }

  /** The index, built from the database on first use and after each invalidation. */
  ready(): Promise<Snapshot> {
    if (!this.snapshot) {
      const building = this.build();
      this.snapshot = building;
      // A failed build is not kept: the next search tries again.
      building.catch(() => {
        if (this.snapshot === building) this.snapshot = undefined;
      });
    }
    return this.snapshot;
  }

  invalidate() {
    this.snapshot = undefined;
  }

  dispose() {
    this.snapshot = undefined;
    liveIndexes.delete(this);
  }

  private async build(): Promise<Snapshot> {
    const folded = <T>(column: T) => sql<string>`lower(${column})`;
    const [nlpRows, nlpTexts, categoryRows, categoryTexts, itemNames] = await Promise.all([
      this.db.select().from(nlps),
      this.db
        .select({
          id: nlps.id,
          name: folded(nlps.name),
          shortDescription: folded(nlps.shortDescription),
          description: folded(nlps.description),
        })
        .from(nlps)
        .orderBy(sql`length(${nlps.name})`, asc(nlps.name)),
      this.db.select().from(assetCategories).orderBy(asc(assetCategories.position)),
      this.db
        .select({
          id: assetCategories.id,
          title: folded(assetCategories.title),
          shortDescription: folded(assetCategories.shortDescription),
          description: folded(assetCategories.description),
        })
        .from(assetCategories),
      this.db
        .select({ categoryId: nlps.categoryId, name: folded(nlps.name) })
        .from(nlps)
        .unionAll(
          this.db
            .select({ categoryId: assetElements.categoryId, name: folded(assetElements.name) })
            .from(assetElements),
        )
        .unionAll(
          this.db.select({ categoryId: stepGroups.categoryId, name: folded(stepGroups.name) }).from(stepGroups),
        ),
    ]);
    const nlpById = new Map(nlpRows.map((row) => [row.id, row]));
    const indexedNlps = nlpTexts.flatMap((text) => {
      const row = nlpById.get(text.id);
      const haystack = haystackOf([text.name, text.shortDescription, text.description]);
      return row ? [{ row, name: text.name, haystack }] : [];
    });
    const nlpsByTrigram = new Map<string, number[]>();
    indexedNlps.forEach((nlp, position) => {
      for (const trigram of trigramsOf(nlp.haystack)) {
        const positions = nlpsByTrigram.get(trigram);
        if (positions) positions.push(position);
        else nlpsByTrigram.set(trigram, [position]);
      }
    });
    const itemsByCategory = new Map<string, string[]>();
    for (const item of itemNames) {
      itemsByCategory.set(item.categoryId, [...(itemsByCategory.get(item.categoryId) ?? []), item.name]);
    }
    const textById = new Map(categoryTexts.map((text) => [text.id, text]));
    const indexedCategories = categoryRows.flatMap((row) => {
      const text = textById.get(row.id);
      if (!text) return [];
      const texts = [text.title, text.shortDescription, text.description, ...(itemsByCategory.get(row.id) ?? [])];
      return [{ row, title: text.title, haystack: haystackOf(texts) }];
    });
    return { nlps: indexedNlps, nlpsByTrigram, categories: indexedCategories };
  }

  /** As `searchNlps` in assets-repository.ts: name prefix first, then name, then description; shorter names first. */
  async searchNlps(search: NlpSearch, limit: number): Promise<NlpRow[]> {
    const key = search.key.toLowerCase();
    const snapshot = await this.ready();
    const matches: { nlp: IndexedNlp; rank: number }[] = [];
    // Candidates come in the database's tie-break order, and the sort below is stable.
    for (const position of candidatesFor(key, snapshot)) {
      const nlp = snapshot.nlps[position];
      if (nlp && overlaps(nlp.row.assetsTags, search.tags) && nlp.haystack.includes(key)) {
        matches.push({ nlp, rank: rankOf(nlp.name, key) });
      }
    }
    return matches
      .sort((a, b) => a.rank - b.rank)
      .slice(0, limit)
      .map(({ nlp }) => nlp.row);
  }

  /** As `searchCategories` in assets-repository.ts: title prefix first, then title, then the rest; by position. */
  async searchCategories(search: CategorySearch, paging: Paging): Promise<{ rows: CategoryRow[]; total: number }> {
    const key = search.key.toLowerCase();
    const { categories } = await this.ready();
    const matches = categories
      .filter(
        (category) =>
          (!search.typeId || category.row.typeId === search.typeId) &&
          overlaps(category.row.assetsTags, search.tags) &&
          category.haystack.includes(key),
      )
      .map((category) => ({ category, rank: rankOf(category.title, key) }))
      // Categories arrive by position, and the sort is stable: rank first, then position.
      .sort((a, b) => a.rank - b.rank);
    const start = paging.page * paging.size;
    return {
      rows: matches.slice(start, start + paging.size).map(({ category }) => category.row),
      total: matches.length,
    };
  }
}
