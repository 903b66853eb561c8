import type { ReactElement } from "react";
import { ResponsiveContainer } from "recharts";

/** The two series every results chart compares: these results, and everyone's (Blueprint's blue and grey). */
export const SERIES_COLOURS = { here: "#2D72D2", everyone: "#8F99A8" } as const;

interface ChartFigureProps {
  /** Shown above the chart; left out where a heading already names it. */
  readonly caption?: string;
  readonly height?: number;
  /** A recharts chart, drawn with `accessibilityLayer={false}`: the table beside it carries the same figures for assistive technology. */
  readonly children: ReactElement;
}

/** A results chart with its caption; hidden from screen readers, which read the figures' table instead. */
export const ChartFigure = ({ caption, height = 220, children }: ChartFigureProps) => (
  <figure className="results-chart">
    {caption && <figcaption className="results-chart-caption">{caption}</figcaption>}
    <div className="results-chart-canvas" aria-hidden="true">
      <ResponsiveContainer width="100%" height={height}>
        {children}
      </ResponsiveContainer>
    </div>
  </figure>
);
