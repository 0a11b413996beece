/**
 * The academy's public entry for other features (docs/conventions.md): the
 * playground records a practice test's pass through it
 * (docs/product/academy-practice.md).
 */
export { recordPracticePass } from "./progress/record-practice-pass";
