import { Card, H5 } from "@blueprintjs/core";
import type { SessionResponsesAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { AnswerChart } from "./AnswerChart";

type OverallQuestion = SessionResponsesAnswer["overall"][number];

/** Free-text answers, listed (the same words given twice once, with how many gave them); none: the count above says so. */
const WrittenAnswers = ({ question }: { readonly question: OverallQuestion }) => {
  const t = useT();
  if (question.answers.length === 0) return null;
  return (
    <ul className="written-answers">
      {question.answers.map((answer) => (
        <li key={answer.answer}>{answer.count > 1 ? t("sessionResults.writtenCount", { answer: answer.answer, count: answer.count }) : answer.answer}</li>
      ))}
    </ul>
  );
};

/** Overall Results (§2.16): per question, how many answered and the distribution of their answers. */
export const OverallResults = ({ overall }: { readonly overall: SessionResponsesAnswer["overall"] }) => {
  const t = useT();
  return (
    <ol className="overall-results">
      {overall.map((question) => (
        <li key={question.questionText}>
          <Card className="overall-question">
            <H5 className="overall-question-text">{question.questionText}</H5>
            <p className="results-muted">{t("sessionResults.answered", { count: question.answered })}</p>
            {question.kind === "chart" ? <AnswerChart question={question} /> : <WrittenAnswers question={question} />}
          </Card>
        </li>
      ))}
    </ol>
  );
};
