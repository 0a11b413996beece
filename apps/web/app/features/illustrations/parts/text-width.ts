/**
 * A rough width for a line of SVG text in the site's sans-serif font, enough to
 * size a chip or badge around it. SVG text does not wrap or measure itself, so
 * illustrations keep their strings short and size boxes with this.
 */
export function textWidth(text: string, fontSize: number): number {
  return Math.ceil(text.length * fontSize * 0.62);
}
