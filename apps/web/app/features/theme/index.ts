// The theme feature's public entry: the header's switch and the inline script root.tsx puts in <head>.
export { ThemeSwitch } from "./components/theme-switch";
export { themeScript } from "./theme-script";
