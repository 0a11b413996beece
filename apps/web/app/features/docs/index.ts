// The docs feature's public entry: what other features may use.
export { countWords } from "./navigation";
