import { type ReactNode, useId } from "react";

type IllustrationSvgProps = {
  /**
   * What the picture shows that the page text does not say. Without it the
   * illustration is decorative and hidden from assistive technology.
   */
  title?: string | undefined;
  viewBox?: string;
  children: ReactNode;
};

/**
 * The outer <svg> of every illustration: scales to its column (crisp at any
 * width, since it is vector), decorative by default, an image with a <title>
 * when it carries meaning.
 */
export function IllustrationSvg({ title, viewBox = "0 0 480 340", children }: IllustrationSvgProps) {
  const titleId = useId();
  // Under sm the picture keeps a readable scale (its smallest 10-unit text at 11+ px) and its
  // frame crops the right-hand side, instead of shrinking the text to 7 px (issue 18).
  const className = "h-auto w-full select-none drop-shadow-2xl max-sm:w-[34.5rem] max-sm:max-w-none";
  if (!title) {
    return (
      <svg aria-hidden="true" focusable="false" data-illustration="" viewBox={viewBox} className={className}>
        {children}
      </svg>
    );
  }
  return (
    <svg role="img" aria-labelledby={titleId} data-illustration="" viewBox={viewBox} className={className}>
      <title id={titleId}>{title}</title>
      {children}
    </svg>
  );
}
