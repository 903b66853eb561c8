import { Colors } from "@blueprintjs/core";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** One bar of the drawing: a week's label and its responses. */
export interface WeekBar {
  readonly week: string;
  readonly responses: number;
}

/** The responses per week as bars (recharts), filling the height its place gives it. */
export const ResponsesDrawing = ({ bars, seriesName }: { readonly bars: ReadonlyArray<WeekBar>; readonly seriesName: string }) => (
  <ResponsiveContainer width="100%" height="100%">
    <BarChart data={[...bars]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="week" tickLine={false} interval="preserveStartEnd" />
      <YAxis allowDecimals={false} tickLine={false} />
      <Tooltip cursor={{ fillOpacity: 0.1 }} />
      <Bar dataKey="responses" name={seriesName} fill={Colors.BLUE3} radius={[3, 3, 0, 0]} isAnimationActive={false} />
    </BarChart>
  </ResponsiveContainer>
);
