// The search feature's public entry: the header's search button.
export { SearchButton } from "./components/search-button";
