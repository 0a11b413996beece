// The Platform demo's public entry (docs/platform-demo.md): the shell and its addresses.
export { areaPath, demoAreas, platformDemoPath } from "./areas";
export { PlatformDemo } from "./components/platform-demo";
