import { formatDateTime, type WeekOfResponses } from "@wellbeing/domain";
import { Suspense, useRef } from "react";
import { useLanguage } from "../../i18n/useT";
import { lazyScreen } from "../../routing/lazyScreen";
import { useOnceVisible } from "../../ui/useOnceVisible";

// recharts (its code and its drawing's work) waits until the page is taken over and the chart comes into view: the caption and the
// figures' table come with the page, and the drawing's place is kept at its height, so nothing moves when it arrives.
const ResponsesDrawing = lazyScreen(() => import("./ResponsesDrawing"), "ResponsesDrawing");

/** A week's Monday as '23 Nov' in the language on screen. */
const useWeekLabel = () => {
  const { language } = useLanguage();
  return (weekStart: string) => formatDateTime(language, new Date(`${weekStart}T12:00:00Z`), { day: "numeric", month: "short" });
};

/**
 * Evaluation responses per week (§2.6), drawn with recharts after the first render; the same figures are in a
 * table for screen readers (the drawing is hidden from them).
 */
export const ResponsesChart = ({ weeks }: { readonly weeks: ReadonlyArray<WeekOfResponses> }) => {
  const { t } = useLanguage();
  const weekLabel = useWeekLabel();
  const bars = weeks.map((week) => ({ week: weekLabel(week.weekStart), responses: week.responses }));
  const drawing = useRef<HTMLDivElement>(null);
  const drawn = useOnceVisible(drawing);
  const total = weeks.reduce((sum, week) => sum + week.responses, 0);
  return (
    <figure className="responses-chart">
      <figcaption className="muted-note">{t("staffHome.responsesChartSummary", { total, weeks: weeks.length })}</figcaption>
      <div aria-hidden="true" className="responses-chart-drawing" ref={drawing}>
        {drawn && (
          <Suspense fallback={null}>
            <ResponsesDrawing bars={bars} seriesName={t("staffHome.responsesSeries")} />
          </Suspense>
        )}
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
