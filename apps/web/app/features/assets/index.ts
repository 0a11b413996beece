/** The assets feature's public entry: what other features may call. */
export { searchNlps } from "./api/search-nlps";
