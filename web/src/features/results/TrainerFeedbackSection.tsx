import { H4, HTMLTable } from "@blueprintjs/core";
import type { ResultFiguresAnswer } from "@wellbeing/domain";
import { Bar, BarChart, CartesianGrid, Legend, XAxis, YAxis } from "recharts";
import { useT } from "../../i18n/useT";
import { ChartFigure, SERIES_COLOURS } from "./ChartFigure";
import { EmptyResults } from "./EmptyResults";
import { useResultLabels } from "./useResultLabels";

type FeedbackRow = ResultFiguresAnswer["trainerFeedback"][number];

const FeedbackItem = ({ row }: { readonly row: FeedbackRow }) => {
  const t = useT();
  const { surveyLabel, rateText, feedbackItemLabel, feedbackAnswerLabel } = useResultLabels();
  const here = t("results.theseResults");
  const everyone = t("results.everyone");
  const caption = t("results.feedbackCaption", { item: feedbackItemLabel(row.item), survey: surveyLabel(row.surveyType) });
  return (
    <div className="results-feedback-item">
      <H4 className="results-subheading">{feedbackItemLabel(row.item)}</H4>
      <p className="results-note">
        {here}: {t("results.responsesCount", { count: row.responses })} · {everyone}: {t("results.responsesCount", { count: row.everyoneResponses })}
      </p>
      <ChartFigure height={60 + 44 * row.answers.length}>
        <BarChart
          layout="vertical"
          accessibilityLayer={false}
          data={row.answers.map((answer) => ({ name: feedbackAnswerLabel(row.item, answer.answer), [here]: answer.share, [everyone]: answer.everyoneShare }))}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" domain={[0, 100]} unit="%" />
          <YAxis type="category" dataKey="name" width={120} interval={0} />
          <Legend />
          <Bar dataKey={here} fill={SERIES_COLOURS.here} isAnimationActive={false} />
          <Bar dataKey={everyone} fill={SERIES_COLOURS.everyone} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
      <HTMLTable compact className="results-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("ui.answer")}</th>
            <th scope="col">{here}</th>
            <th scope="col">{everyone}</th>
          </tr>
        </thead>
        <tbody>
          {row.answers.map((answer) => (
            <tr key={answer.answer}>
              <th scope="row">{feedbackAnswerLabel(row.item, answer.answer)}</th>
              <td>{rateText(answer.share)}</td>
              <td>{rateText(answer.everyoneShare)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
};

/** Trainer feedback (§2.16): per survey type and 'about your trainer' statement, each answer's share here and over everyone. */
export const TrainerFeedbackSection = ({ feedback }: { readonly feedback: ResultFiguresAnswer["trainerFeedback"] }) => {
  const t = useT();
  const { surveyLabel } = useResultLabels();
  if (feedback.length === 0) return <EmptyResults icon="comment" title={t("results.noTrainerFeedback")} />;
  const surveyTypes = [...new Set(feedback.map((row) => row.surveyType))];
  return (
    <div className="results-section-body">
      {surveyTypes.map((surveyType) => (
        <section key={surveyType} className="results-group">
          <h4 className="results-group-title">{surveyLabel(surveyType)}</h4>
          <div className="results-grid">
            {feedback
              .filter((row) => row.surveyType === surveyType)
              .map((row) => (
                <FeedbackItem key={row.item} row={row} />
              ))}
          </div>
        </section>
      ))}
    </div>
  );
};
