import type { AssetResponseCache } from "./assets-cache.js";
import type { AssetsRepository } from "./assets-repository.js";

/** What every assets route gets from the module's index. */
export type AssetsContext = { repository: AssetsRepository; cache: AssetResponseCache };
