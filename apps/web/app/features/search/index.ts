// The search feature's public entry: the header's search button and the documentation's search box.
export { DocsSearchBox } from "./components/docs-search-box";
export { SearchButton } from "./components/search-button";
