import { HTMLTable } from "@blueprintjs/core";
import { moduleLabelIn, type ResultFiguresAnswer } from "@wellbeing/domain";
import { Bar, BarChart, CartesianGrid, Legend, XAxis, YAxis } from "recharts";
import { useT } from "../../i18n/useT";
import { ChartFigure, SERIES_COLOURS } from "./ChartFigure";
import { EmptyResults } from "./EmptyResults";
import { useResultLabels } from "./useResultLabels";

/** Reach (§2.16): sessions and confirmed participants per module; responses and response rate per survey ('N.A' without attendees). */
export const ReachSection = ({ reach }: { readonly reach: ResultFiguresAnswer["reach"] }) => {
  const t = useT();
  const { surveyLabel, rateText } = useResultLabels();
  if (reach.modules.length === 0 && reach.surveys.length === 0) return <EmptyResults icon="chart" title={t("sessionList.noData")} />;
  const sessions = t("shell.sessions");
  const participants = t("results.confirmedParticipantsColumn");
  const responses = t("ui.responses");
  return (
    <div className="results-section-body">
      <div className="results-charts">
        <ChartFigure caption={t("results.modulesCaption")}>
          <BarChart
            accessibilityLayer={false}
            data={reach.modules.map((row) => ({ name: moduleLabelIn(t, row.module), [sessions]: row.sessions, [participants]: row.confirmedParticipants }))}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" interval={0} />
            <YAxis allowDecimals={false} />
            <Legend />
            <Bar dataKey={sessions} fill={SERIES_COLOURS.everyone} isAnimationActive={false} />
            <Bar dataKey={participants} fill={SERIES_COLOURS.here} isAnimationActive={false} />
          </BarChart>
        </ChartFigure>
        <ChartFigure caption={t("results.surveysCaption")} height={60 + 36 * reach.surveys.length}>
          <BarChart
            layout="vertical"
            accessibilityLayer={false}
            data={reach.surveys.map((row) => ({ name: surveyLabel(row.surveyType), [responses]: row.responses }))}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="name" width={170} interval={0} />
            <Legend />
            <Bar dataKey={responses} fill={SERIES_COLOURS.here} isAnimationActive={false} />
          </BarChart>
        </ChartFigure>
      </div>
      <div className="results-tables">
        <HTMLTable compact className="results-table">
          <caption className="sr-only">{t("results.modulesCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("sessionFacts.module")}</th>
              <th scope="col">{sessions}</th>
              <th scope="col">{participants}</th>
            </tr>
          </thead>
          <tbody>
            {reach.modules.map((row) => (
              <tr key={row.module}>
                <th scope="row">{moduleLabelIn(t, row.module)}</th>
                <td>{row.sessions}</td>
                <td>{row.confirmedParticipants}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <HTMLTable compact className="results-table" data-testid="survey-reach">
          <caption className="sr-only">{t("results.surveysCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("results.surveyColumn")}</th>
              <th scope="col">{responses}</th>
              <th scope="col">{t("results.responseRateColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {reach.surveys.map((row) => (
              <tr key={row.surveyType}>
                <th scope="row">{surveyLabel(row.surveyType)}</th>
                <td>{row.responses}</td>
                <td>{rateText(row.responseRate)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </div>
  );
};
