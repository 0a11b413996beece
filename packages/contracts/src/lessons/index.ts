export * from "./script.js";
