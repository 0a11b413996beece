/** An absolute XPath to an element, with a position only where siblings share its tag: /html/body/main/form/input[2]. */
export function xpathFor(el: Element): string {
  const parts: string[] = [];
  let current: Element | null = el;
  while (current) {
    const tag = current.localName;
    const parent: Element | null = current.parentElement;
    if (!parent) {
      parts.unshift(tag);
      break;
    }
    const same = Array.from(parent.children).filter((child) => child.localName === tag);
    parts.unshift(same.length > 1 ? `${tag}[${same.indexOf(current) + 1}]` : tag);
    current = parent;
  }
  return `/${parts.join("/")}`;
}
