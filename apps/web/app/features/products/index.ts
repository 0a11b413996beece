// The products feature's public entry: what the rest of the site may use.
export { useProductLaunch } from "./hooks/use-product-launch";
export { canOpenProjects, isNearExpiry, renewalThreshold } from "./licence-test";
