// The country feature's public entry.
export { useCountry } from "./hooks/use-country";
