import type { Knex } from "knex";
import { BEHAVIOURAL_MEASURES } from "@wellbeing/domain";
import { TableBatch } from "../runner/tableBatch";
import type { ResultFeedbackRow, ResultFeedbackTotalRow, ResultScoreRow, ResultScoreTotalRow } from "@wellbeing/platform";

// The 'everyone' figures of a course kept as running totals, so a results page reads a few rows for
// them rather than every response: each score or feedback row counted in when written, out when
// withdrawn (a moved response stays in its course, so its totals do not move).

const scoreTotalKey = (row: Pick<ResultScoreRow, "course" | "survey_type" | "conversation">) => `${row.course}:${row.survey_type}:${row.conversation}`;
const feedbackTotalKey = (row: Pick<ResultFeedbackRow, "course" | "survey_type" | "item" | "answer">) =>
  `${row.course}:${row.survey_type}:${row.item}:${row.answer}`;

const emptyScoreTotal = (row: ResultScoreRow): ResultScoreTotalRow => ({
  total_key: scoreTotalKey(row),
  course: row.course,
  survey_type: row.survey_type,
  conversation: row.conversation,
  respondents: 0,
  capability_sum: 0,
  capability_count: 0,
  opportunity_sum: 0,
  opportunity_count: 0,
  motivation_sum: 0,
  motivation_count: 0,
  behaviour_sum: 0,
  behaviour_count: 0,
});

export class CourseTotals {
  private readonly scoreTotals: TableBatch<ResultScoreTotalRow>;
  private readonly feedbackTotals: TableBatch<ResultFeedbackTotalRow>;

  constructor(trx: Knex.Transaction, schema: string) {
    this.scoreTotals = new TableBatch<ResultScoreTotalRow>(trx, schema, "result_score_totals", "total_key");
    this.feedbackTotals = new TableBatch<ResultFeedbackTotalRow>(trx, schema, "result_feedback_totals", "total_key");
  }

  /** Loads the totals these rows count in. */
  async load(scores: ReadonlyArray<ResultScoreRow>, feedback: ReadonlyArray<ResultFeedbackRow>): Promise<void> {
    await this.scoreTotals.load(scores.map(scoreTotalKey));
    await this.feedbackTotals.load(feedback.map(feedbackTotalKey));
  }

  /** Counts a response's scores in (`sign` 1) or out (-1). */
  countScores(row: ResultScoreRow, sign: 1 | -1): void {
    const total = { ...(this.scoreTotals.get(scoreTotalKey(row)) ?? emptyScoreTotal(row)) };
    total.respondents += sign;
    for (const measure of BEHAVIOURAL_MEASURES) {
      const value = row[measure];
      if (value === null) continue;
      total[`${measure}_sum`] += sign * value;
      total[`${measure}_count`] += sign;
    }
    this.scoreTotals.put(total);
  }

  /** Counts a response's answer to one feedback item in (1) or out (-1). */
  countFeedback(row: ResultFeedbackRow, sign: 1 | -1): void {
    const key = feedbackTotalKey(row);
    const total = this.feedbackTotals.get(key) ?? {
      total_key: key,
      course: row.course,
      survey_type: row.survey_type,
      item: row.item,
      answer: row.answer,
      responses: 0,
    };
    this.feedbackTotals.put({ ...total, responses: total.responses + sign });
  }

  async flush(): Promise<void> {
    await this.scoreTotals.flush();
    await this.feedbackTotals.flush();
  }
}
