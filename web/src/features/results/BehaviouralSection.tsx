import { HTMLTable } from "@blueprintjs/core";
import { BEHAVIOURAL_MEASURES, CONVERSATION_TYPES, type BehaviouralMeasure, type ConversationType, type ResultFiguresAnswer } from "@wellbeing/domain";
import { CartesianGrid, Legend, Line, LineChart, XAxis, YAxis } from "recharts";
import { useT } from "../../i18n/useT";
import { ChartFigure, SERIES_COLOURS } from "./ChartFigure";
import { EmptyResults } from "./EmptyResults";
import { useResultLabels } from "./useResultLabels";

type Point = ResultFiguresAnswer["behavioural"][number];

const meanOf = (point: Point, measure: BehaviouralMeasure) => point.measures.find((each) => each.measure === measure);

/** One kind of conversation: each measure from pre-course to the follow-ups, here beside everyone, as charts and one table. */
const Conversation = ({ conversation, points }: { readonly conversation: ConversationType; readonly points: ReadonlyArray<Point> }) => {
  const t = useT();
  const { surveyLabel, measureLabel, scoreText } = useResultLabels();
  const here = t("results.theseResults");
  const everyone = t("results.everyone");
  const title = t(`results.conversation_${conversation}`);
  return (
    <section className="results-group">
      <h4 className="results-group-title">{title}</h4>
      <ul className="results-note-list">
        {points.map((point) => (
          <li key={point.surveyType}>
            {surveyLabel(point.surveyType)}: {t("results.respondentsCount", { count: point.respondents, everyone: point.everyoneRespondents })}
          </li>
        ))}
      </ul>
      <div className="results-grid results-grid-measures">
        {BEHAVIOURAL_MEASURES.map((measure) => (
          <ChartFigure key={measure} caption={measureLabel(measure)} height={180}>
            <LineChart
              accessibilityLayer={false}
              data={points.map((point) => ({
                name: surveyLabel(point.surveyType),
                [here]: meanOf(point, measure)?.mean,
                [everyone]: meanOf(point, measure)?.everyoneMean,
              }))}
            >
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" />
              <YAxis domain={[0, 100]} />
              <Legend />
              <Line
                dataKey={everyone}
                stroke={SERIES_COLOURS.everyone}
                fill={SERIES_COLOURS.everyone}
                strokeDasharray="5 4"
                strokeWidth={2}
                dot={{ r: 6 }}
                isAnimationActive={false}
              />
              <Line dataKey={here} stroke={SERIES_COLOURS.here} fill={SERIES_COLOURS.here} strokeWidth={2} dot={{ r: 4 }} isAnimationActive={false} />
            </LineChart>
          </ChartFigure>
        ))}
      </div>
      <HTMLTable compact className="results-table" data-testid={`behavioural-${conversation}`}>
        <caption className="sr-only">{t("results.behaviouralCaption", { conversation: title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("results.surveyColumn")}</th>
            <th scope="col">{t("results.measureColumn")}</th>
            <th scope="col">{here}</th>
            <th scope="col">{everyone}</th>
          </tr>
        </thead>
        <tbody>
          {points.flatMap((point) =>
            BEHAVIOURAL_MEASURES.map((measure) => (
              <tr key={`${point.surveyType}-${measure}`}>
                <td>{surveyLabel(point.surveyType)}</td>
                <th scope="row">{measureLabel(measure)}</th>
                <td>{scoreText(meanOf(point, measure)?.mean ?? null)}</td>
                <td>{scoreText(meanOf(point, measure)?.everyoneMean ?? null)}</td>
              </tr>
            )),
          )}
        </tbody>
      </HTMLTable>
    </section>
  );
};

/** Behavioural (§2.16): capability, opportunity, motivation and behaviour (0–100) per kind of conversation, pre-course against the follow-ups. */
export const BehaviouralSection = ({ behavioural }: { readonly behavioural: ResultFiguresAnswer["behavioural"] }) => {
  const t = useT();
  if (behavioural.length === 0) return <EmptyResults icon="people" title={t("results.noBehavioural")} />;
  return (
    <div className="results-section-body">
      {CONVERSATION_TYPES.map((conversation) => {
        const points = behavioural.filter((point) => point.conversation === conversation);
        return points.length === 0 ? null : <Conversation key={conversation} conversation={conversation} points={points} />;
      })}
    </div>
  );
};
