import type { AssetResponseCache } from "./assets-cache.js";
import type { AssetsRepository } from "./assets-repository.js";
import type { CatalogueSearchIndex } from "./search-index.js";

/** What every assets route gets from the module's index. */
export type AssetsContext = {
  repository: AssetsRepository;
  /** The repository for a search: its queries run under a statement timeout. */
  searching: <T>(search: (repository: AssetsRepository) => Promise<T>) => Promise<T>;
  /** The catalogue's searches in memory (same answers as the repository's SQL). */
  searchIndex: CatalogueSearchIndex;
  /** Per-address limit of each POST search, a minute. */
  searchesPerMinute: number;
  /** Answers of the read-mostly GETs, with ETags. */
  cache: AssetResponseCache;
  /** Answers of the POST searches (search-as-you-type repeats the same prefixes across visitors). */
  searchCache: AssetResponseCache;
};
