/**
 * The few shapes of a rehype (hast) tree the docs plugins touch, written out
 * so the plugins need no extra dependency; see github.com/syntax-tree/hast.
 */
export type HastText = { type: "text"; value: string };
export type HastElement = {
  type: "element";
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
};
export type HastNode = HastElement | HastText | { type: "comment" | "doctype" | "raw"; value?: string };
export type HastRoot = { type: "root"; children: HastNode[] };

/** Every element of the tree, parents before children. */
export function* elementsOf(node: HastRoot | HastElement): Generator<HastElement> {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    yield child;
    yield* elementsOf(child);
  }
}

/** The text an element shows, like textContent. */
export function textOf(node: HastNode): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") return node.children.map(textOf).join("");
  return "";
}
