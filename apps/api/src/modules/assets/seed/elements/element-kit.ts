import type { ElementSource } from "../catalogue.js";

/**
 * Builds element records for the sample apps the catalogue describes: the
 * Ignitest demo shop (web) and the Ignitest Shop app (Android and iOS). Each
 * element gets the locators a tester would save for it, id first.
 */

export type WebKind = "input" | "button" | "link" | "select" | "checkbox" | "text" | "image" | "container";

const webTags: Record<WebKind, { tag: string; label: string }> = {
  input: { tag: "input", label: "text field" },
  button: { tag: "button", label: "button" },
  link: { tag: "a", label: "link" },
  select: { tag: "select", label: "dropdown" },
  checkbox: { tag: "input", label: "checkbox" },
  text: { tag: "span", label: "text label" },
  image: { tag: "img", label: "image" },
  container: { tag: "div", label: "container" },
};

/** [name, kind, id, short description, visible text for buttons and links] */
export type WebElementRow = [name: string, kind: WebKind, id: string, short: string, text?: string];

export function webElements(page: string, rows: WebElementRow[]): ElementSource[] {
  return rows.map(([name, kind, id, short, text]) => {
    const { tag, label } = webTags[kind];
    const locators: ElementSource["locators"] = [
      { strategy: "id", value: id },
      { strategy: "css", value: `${tag}#${id}` },
      {
        strategy: "xpath",
        value: text ? `//${tag}[normalize-space()='${text}']` : `//${tag}[@id='${id}']`,
      },
    ];
    if (kind === "input" || kind === "select" || kind === "checkbox") locators.push({ strategy: "name", value: id });
    if (kind === "link" && text) locators.push({ strategy: "linkText", value: text });
    return {
      name,
      shortDescription: short,
      description: `${short} It is a ${label} on the ${page} of the Ignitest demo shop (${tag} element). The id locator is tried first; the CSS selector and XPath are kept as fallbacks for when a release renames the id.`,
      page,
      platform: "Web",
      locators,
    };
  });
}

export type MobileKind = "field" | "button" | "text" | "switch" | "list" | "image" | "tab";

const androidClasses: Record<MobileKind, string> = {
  field: "android.widget.EditText",
  button: "android.widget.Button",
  text: "android.widget.TextView",
  switch: "android.widget.Switch",
  list: "androidx.recyclerview.widget.RecyclerView",
  image: "android.widget.ImageView",
  tab: "android.widget.FrameLayout",
};

const iosTypes: Record<MobileKind, string> = {
  field: "XCUIElementTypeTextField",
  button: "XCUIElementTypeButton",
  text: "XCUIElementTypeStaticText",
  switch: "XCUIElementTypeSwitch",
  list: "XCUIElementTypeCollectionView",
  image: "XCUIElementTypeImage",
  tab: "XCUIElementTypeButton",
};

const mobileLabels: Record<MobileKind, string> = {
  field: "input field",
  button: "button",
  text: "text label",
  switch: "toggle switch",
  list: "scrolling list",
  image: "image",
  tab: "tab bar item",
};

/** [name, kind, id (resource id on Android, accessibility id on iOS), short description] */
export type MobileElementRow = [name: string, kind: MobileKind, id: string, short: string];

const androidPackage = "com.ignitest.shop";

export function androidElements(screen: string, rows: MobileElementRow[]): ElementSource[] {
  return rows.map(([name, kind, id, short]) => ({
    name,
    shortDescription: short,
    description: `${short} It is a ${mobileLabels[kind]} (${androidClasses[kind]}) on the ${screen} of the Ignitest Shop Android app. The resource id is the stable locator; the accessibility id (content description) also serves screen readers.`,
    page: screen,
    platform: "Android",
    locators: [
      { strategy: "id", value: `${androidPackage}:id/${id}` },
      { strategy: "accessibilityId", value: id.replaceAll("_", "-") },
      { strategy: "xpath", value: `//${androidClasses[kind]}[@resource-id='${androidPackage}:id/${id}']` },
    ],
  }));
}

export function iosElements(screen: string, rows: MobileElementRow[]): ElementSource[] {
  return rows.map(([name, kind, id, short]) => ({
    name,
    shortDescription: short,
    description: `${short} It is a ${mobileLabels[kind]} (${iosTypes[kind]}) on the ${screen} of the Ignitest Shop iOS app. The accessibility identifier is the stable locator; the XPath is a slower fallback.`,
    page: screen,
    platform: "iOS",
    locators: [
      { strategy: "accessibilityId", value: id },
      { strategy: "name", value: id },
      { strategy: "xpath", value: `//${iosTypes[kind]}[@name='${id}']` },
    ],
  }));
}
