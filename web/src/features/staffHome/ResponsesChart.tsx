import { Colors } from "@blueprintjs/core";
import { formatDateTime, type WeekOfResponses } from "@wellbeing/domain";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useLanguage } from "../../i18n/useT";

const CHART_HEIGHT = 220;

/** A week's Monday as '23 Nov' in the language on screen. */
const useWeekLabel = () => {
  const { language } = useLanguage();
  return (weekStart: string) => formatDateTime(language, new Date(`${weekStart}T12:00:00Z`), { day: "numeric", month: "short" });
};

/**
 * Evaluation responses per week (§2.6), drawn with recharts; the same figures are in a table for
 * screen readers (the drawing is hidden from them).
 */
export const ResponsesChart = ({ weeks }: { readonly weeks: ReadonlyArray<WeekOfResponses> }) => {
  const { t } = useLanguage();
  const weekLabel = useWeekLabel();
  const data = weeks.map((week) => ({ week: weekLabel(week.weekStart), responses: week.responses }));
  const total = weeks.reduce((sum, week) => sum + week.responses, 0);
  return (
    <figure className="responses-chart">
      <figcaption className="muted-note">{t("staffHome.responsesChartSummary", { total, weeks: weeks.length })}</figcaption>
      <div aria-hidden="true" className="responses-chart-drawing">
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="week" tickLine={false} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tickLine={false} />
            <Tooltip cursor={{ fillOpacity: 0.1 }} />
            <Bar dataKey="responses" name={t("staffHome.responsesSeries")} fill={Colors.BLUE3} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only responses-chart-figures">
        <caption>{t("staffHome.responsesChart")}</caption>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{t("staffHome.weekOf", { date: weekLabel(week.weekStart) })}</th>
              <td>{week.responses}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
