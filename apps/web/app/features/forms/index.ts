// The forms feature's public entry: the link the calculator builds to a prefilled demo request.
export { calculatorDemoQuery } from "./demo-prefill";
