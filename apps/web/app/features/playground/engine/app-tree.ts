/**
 * The sample app as a native app's element tree, as Appium's page source shows
 * it (docs/playground.md#mobile-devices): on Android `android.widget.Button`
 * nodes with `text`, `resource-id` and `content-desc`; on iOS
 * `XCUIElementTypeButton` nodes with `name`, `label` and `value`. Built from the
 * frame's document each time it is read, so a locator over it counts what is
 * there now; each node maps back to the element it stands for.
 *
 * - accessibility id: the element's accessibility label (`aria-label`, an
 *   image's `alt`): Android's content-desc, iOS's label.
 * - resource id: `com.gearbox.shop:id/` and the element's test id, else its id.
 */
import { APP_PACKAGE, type DevicePlatform } from "../devices";
import { isGeneratedId } from "./generated-id";
import { elementText, normalizeText } from "./text";

const SKIP = new Set(["script", "style", "template", "noscript", "head", "title", "meta", "link", "br", "option"]);
const TEXT_TYPES = new Set(["text", "search", "email", "tel", "url", "password", "number", ""]);
const XPATH_ORDERED_SNAPSHOT = 7;

export function accessibilityIdOf(el: Element): string | undefined {
  const label = normalizeText(el.getAttribute("aria-label") ?? (el.localName === "img" ? el.getAttribute("alt") : ""));
  return label || undefined;
}

export function resourceIdOf(el: Element): string | undefined {
  const name = el.getAttribute("data-testid") || el.getAttribute("id");
  return name ? `${APP_PACKAGE}:id/${name}` : undefined;
}

type Kind =
  | "button"
  | "link"
  | "field"
  | "secure"
  | "check"
  | "radio"
  | "switch"
  | "select"
  | "image"
  | "text"
  | "list"
  | "cell"
  | "group";

function kindOf(el: Element): Kind {
  const tag = el.localName;
  const role = el.getAttribute("role");
  const type = (el.getAttribute("type") ?? "").toLowerCase();
  if (tag === "input") {
    if (["submit", "button", "reset", "image"].includes(type)) return "button";
    if (type === "checkbox") return "check";
    if (type === "radio") return "radio";
    if (type === "password") return "secure";
    return TEXT_TYPES.has(type) || type === "date" ? "field" : "group";
  }
  if (tag === "textarea") return "field";
  if (tag === "select") return "select";
  if (tag === "button" || role === "button") return "button";
  if ((tag === "a" && el.hasAttribute("href")) || role === "link") return "link";
  if (role === "checkbox") return "check";
  if (role === "switch") return "switch";
  if (tag === "img" || tag === "svg" || role === "img") return "image";
  if (tag === "ul" || tag === "ol" || tag === "table" || role === "list") return "list";
  if (tag === "li" || tag === "tr") return "cell";
  const ownText = Array.from(el.childNodes).some(
    (node) => node.nodeType === 3 && normalizeText(node.textContent) !== "",
  );
  return ownText ? "text" : "group";
}

const ANDROID: Record<Kind, string> = {
  button: "android.widget.Button",
  link: "android.widget.TextView",
  field: "android.widget.EditText",
  secure: "android.widget.EditText",
  check: "android.widget.CheckBox",
  radio: "android.widget.RadioButton",
  switch: "android.widget.Switch",
  select: "android.widget.Spinner",
  image: "android.widget.ImageView",
  text: "android.widget.TextView",
  list: "androidx.recyclerview.widget.RecyclerView",
  cell: "android.view.ViewGroup",
  group: "android.view.ViewGroup",
};
const IOS: Record<Kind, string> = {
  button: "XCUIElementTypeButton",
  link: "XCUIElementTypeLink",
  field: "XCUIElementTypeTextField",
  secure: "XCUIElementTypeSecureTextField",
  check: "XCUIElementTypeSwitch",
  radio: "XCUIElementTypeButton",
  switch: "XCUIElementTypeSwitch",
  select: "XCUIElementTypePopUpButton",
  image: "XCUIElementTypeImage",
  text: "XCUIElementTypeStaticText",
  list: "XCUIElementTypeTable",
  cell: "XCUIElementTypeCell",
  group: "XCUIElementTypeOther",
};

function rendered(el: Element): boolean {
  if (typeof el.checkVisibility === "function") return el.checkVisibility();
  return !el.closest("[hidden]");
}

function fieldValue(el: Element): string {
  return (el as HTMLInputElement).value ?? "";
}

function attributesOf(el: Element, kind: Kind, platform: DevicePlatform): Record<string, string> {
  const text = ["field", "secure", "select"].includes(kind) ? "" : elementText(el);
  const enabled = String(!el.matches(":disabled") && el.getAttribute("aria-disabled") !== "true");
  const accessibility = accessibilityIdOf(el) ?? "";
  if (platform === "android") {
    const shown =
      kind === "field" ? fieldValue(el) || (el.getAttribute("placeholder") ?? "") : kind === "secure" ? "" : text;
    const attributes: Record<string, string> = {
      package: APP_PACKAGE,
      class: ANDROID[kind],
      text: kind === "group" || kind === "list" || kind === "cell" ? "" : shown,
      "resource-id": resourceIdOf(el) ?? "",
      "content-desc": accessibility,
      clickable: String(["button", "link", "check", "radio", "switch", "select", "field", "secure"].includes(kind)),
      enabled,
      password: String(kind === "secure"),
    };
    if (kind === "check" || kind === "radio" || kind === "switch") {
      attributes.checked = String((el as HTMLInputElement).checked ?? el.getAttribute("aria-checked") === "true");
    }
    return attributes;
  }
  const label = accessibility || (kind === "group" || kind === "list" || kind === "cell" ? "" : text);
  const identifier = el.getAttribute("data-testid") || el.getAttribute("id") || "";
  return {
    type: IOS[kind],
    name: identifier || label,
    label,
    value: kind === "field" ? fieldValue(el) : kind === "secure" ? "•".repeat(fieldValue(el).length) : "",
    enabled,
  };
}

export interface AppTree {
  xml: XMLDocument;
  elementOf: Map<Node, Element>;
  nodeOf: Map<Element, Element>;
}

/** The app's tree for `platform`, from the document the frame shows now. */
export function appTree(doc: Document, platform: DevicePlatform): AppTree {
  const xml = doc.implementation.createDocument(null, platform === "android" ? "hierarchy" : "AppiumAUT", null);
  const elementOf = new Map<Node, Element>();
  const nodeOf = new Map<Element, Element>();
  const root = xml.documentElement as Element;
  let parent = root;
  if (platform === "android") {
    const window = xml.createElement("android.widget.FrameLayout");
    window.setAttribute("package", APP_PACKAGE);
    root.append(window);
    parent = window;
  } else {
    const app = xml.createElement("XCUIElementTypeApplication");
    app.setAttribute("name", "Gearbox");
    const window = xml.createElement("XCUIElementTypeWindow");
    root.append(app);
    app.append(window);
    parent = window;
  }
  const walk = (el: Element, into: Element) => {
    for (const child of Array.from(el.children)) {
      if (SKIP.has(child.localName) || !rendered(child)) continue;
      const kind = kindOf(child);
      const platformName = platform === "android" ? ANDROID[kind] : IOS[kind];
      const node = xml.createElement(platformName);
      for (const [name, value] of Object.entries(attributesOf(child, kind, platform))) node.setAttribute(name, value);
      node.setAttribute("index", String(into.children.length));
      into.append(node);
      elementOf.set(node, child);
      nodeOf.set(child, node);
      if (kind !== "image" && kind !== "field" && kind !== "secure" && kind !== "select") walk(child, node);
    }
  };
  if (doc.body) walk(doc.body, parent);
  return { xml, elementOf, nodeOf };
}

/** The platform whose tree an XPath is written over: its node names say it. */
export function xpathPlatform(expression: string): DevicePlatform {
  return expression.includes("XCUIElementType") ? "ios" : "android";
}

function evaluate(tree: AppTree, expression: string): Element[] {
  const result = tree.xml.evaluate(expression, tree.xml, null, XPATH_ORDERED_SNAPSHOT, null);
  const found: Element[] = [];
  for (let i = 0; i < result.snapshotLength; i++) {
    const el = tree.elementOf.get(result.snapshotItem(i) as Node);
    if (el) found.push(el);
  }
  return found;
}

/** The elements an XPath over the app's tree finds; throws on an XPath that does not parse. */
export function byAppXPath(doc: Document, expression: string): Element[] {
  return evaluate(appTree(doc, xpathPlatform(expression)), expression);
}

const quote = (value: string) =>
  !value.includes('"')
    ? `"${value}"`
    : !value.includes("'")
      ? `'${value}'`
      : `concat("${value.replace(/"/g, `", '"', "`)}")`;

/** An XPath over the app's tree that finds `el`: by an identifying attribute when one finds only it, else by position. */
export function appXPathFor(el: Element, platform: DevicePlatform): string | undefined {
  const tree = appTree(el.ownerDocument, platform);
  const node = tree.nodeOf.get(el);
  if (!node) return undefined;
  const names = platform === "android" ? ["content-desc", "resource-id", "text"] : ["name", "label"];
  for (const name of names) {
    const value = node.getAttribute(name);
    if (!value || value.length > 80) continue;
    // An id made up on each load would not find the element next time (docs/playground.md#locators).
    if ((name === "resource-id" || name === "name") && isGeneratedId(value.replace(/^[^:]*:id\//, ""))) continue;
    const expression = `//${node.nodeName}[@${name}=${quote(value)}]`;
    const found = evaluate(tree, expression);
    if (found.length === 1 && found[0] === el) return expression;
  }
  const parts: string[] = [];
  for (let current: Element | null = node; current; current = current.parentElement) {
    const parent: Element | null = current.parentElement;
    const same = parent ? Array.from(parent.children).filter((child) => child.nodeName === current?.nodeName) : [];
    parts.unshift(same.length > 1 ? `${current.nodeName}[${same.indexOf(current) + 1}]` : current.nodeName);
  }
  return `/${parts.join("/")}`;
}
