import type { SessionResponsesAnswer } from "@wellbeing/domain";
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { useT } from "../../i18n/useT";

type OverallQuestion = SessionResponsesAnswer["overall"][number];

const ROW_HEIGHT = 28;

/**
 * How many gave each answer to one question, as horizontal bars (recharts). The same counts are in a
 * table for screen readers; the chart itself is hidden from them.
 */
export const AnswerChart = ({ question }: { readonly question: OverallQuestion }) => {
  const t = useT();
  const widest = Math.max(...question.answers.map((answer) => answer.answer.length), 1);
  return (
    <div className="answer-chart">
      <div aria-hidden="true" style={{ height: 24 + question.answers.length * ROW_HEIGHT }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...question.answers]} layout="vertical" margin={{ top: 4, right: 40, bottom: 4, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} hide />
            <YAxis type="category" dataKey="answer" width={Math.min(260, 16 + widest * 7)} tickLine={false} />
            <Bar dataKey="count" fill="#2d72d2" isAnimationActive={false} maxBarSize={22}>
              <LabelList dataKey="count" position="right" />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* A table sizes to its content whatever its own width: a 1 px box around it keeps it from widening the page. */}
      <div className="sr-only">
        <table>
          <caption>{t("sessionResults.chartLabel", { question: question.questionText })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("ui.answer")}</th>
              <th scope="col">{t("sessionResults.countAxis")}</th>
            </tr>
          </thead>
          <tbody>
            {question.answers.map((answer) => (
              <tr key={answer.answer}>
                <th scope="row">{answer.answer}</th>
                <td>{answer.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
};
