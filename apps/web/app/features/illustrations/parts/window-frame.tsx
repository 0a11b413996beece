import type { ReactNode } from "react";

type WindowFrameProps = {
  x?: number;
  y?: number;
  width: number;
  height: number;
  /** Shown in the title bar, after the three window dots. */
  title?: string;
  /** Content, drawn in the window's own coordinates; the title bar is 30 units high. */
  children?: ReactNode;
};

export const TITLE_BAR_HEIGHT = 30;

/** A white application or browser window with a grey title bar, the frame most illustrations draw into. */
export function WindowFrame({ x = 0, y = 0, width, height, title, children }: WindowFrameProps) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={width} height={height} rx="12" className="fill-white" />
      <path
        d={`M0 12A12 12 0 0 1 12 0h${width - 24}a12 12 0 0 1 12 12v${TITLE_BAR_HEIGHT - 12}H0z`}
        className="fill-slate-100"
      />
      <circle cx="16" cy="15" r="4" className="fill-brand-500" />
      <circle cx="29" cy="15" r="4" className="fill-slate-300" />
      <circle cx="42" cy="15" r="4" className="fill-slate-300" />
      {title ? (
        <text x="56" y="19" className="fill-slate-600 text-[11px] font-semibold">
          {title}
        </text>
      ) : null}
      {children}
    </g>
  );
}
