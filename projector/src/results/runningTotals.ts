import type { Knex } from "knex";
import { BEHAVIOURAL_MEASURES } from "@wellbeing/domain";
import { TableBatch } from "../runner/tableBatch";
import type { ResultFeedbackRow, ResultFeedbackTotalRow, ResultScoreRow, ResultScoreTotalRow } from "@wellbeing/platform";

// The released answers kept as running totals, so a results page reads a few rows rather than every
// response: per course (the 'everyone' figures) and per session (a page's own sessions, added up). Each
// score or feedback row is counted in when released, out when withdrawn or moved away (a moved one counts
// again in its new session once released there).

/** What one set of totals is kept by: its two tables, and the columns naming a total (the first part of its key). */
export interface TotalsScope {
  readonly scoreTable: string;
  readonly feedbackTable: string;
  readonly by: (row: ResultScoreRow | ResultFeedbackRow) => Readonly<Record<string, string>>;
}

export const COURSE_TOTALS: TotalsScope = {
  scoreTable: "result_score_totals",
  feedbackTable: "result_feedback_totals",
  by: (row) => ({ course: row.course }),
};

export const SESSION_TOTALS: TotalsScope = {
  scoreTable: "result_session_score_totals",
  feedbackTable: "result_session_feedback_totals",
  by: (row) => ({ session_id: row.session_id, course: row.course }),
};

type ScoreTotal = ResultScoreTotalRow & Record<string, unknown>;
type FeedbackTotal = ResultFeedbackTotalRow & Record<string, unknown>;

export class RunningTotals {
  private readonly scoreTotals: TableBatch<ScoreTotal>;
  private readonly feedbackTotals: TableBatch<FeedbackTotal>;

  constructor(
    trx: Knex.Transaction,
    schema: string,
    private readonly scope: TotalsScope,
  ) {
    this.scoreTotals = new TableBatch<ScoreTotal>(trx, schema, scope.scoreTable, "total_key");
    this.feedbackTotals = new TableBatch<FeedbackTotal>(trx, schema, scope.feedbackTable, "total_key");
  }

  private scoreKey(row: ResultScoreRow): string {
    return [...Object.values(this.scope.by(row)), row.survey_type, row.conversation].join(":");
  }

  private feedbackKey(row: ResultFeedbackRow): string {
    return [...Object.values(this.scope.by(row)), row.survey_type, row.item, row.answer].join(":");
  }

  /** Loads the totals these rows count in. */
  async load(scores: ReadonlyArray<ResultScoreRow>, feedback: ReadonlyArray<ResultFeedbackRow>): Promise<void> {
    await this.scoreTotals.load(scores.map((row) => this.scoreKey(row)));
    await this.feedbackTotals.load(feedback.map((row) => this.feedbackKey(row)));
  }

  /** Counts a response's scores in (`sign` 1) or out (-1). */
  countScores(row: ResultScoreRow, sign: 1 | -1): void {
    const key = this.scoreKey(row);
    const total: ScoreTotal = { ...(this.scoreTotals.get(key) ?? this.emptyScoreTotal(key, row)) };
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
    const key = this.feedbackKey(row);
    const total = this.feedbackTotals.get(key) ?? {
      total_key: key,
      ...this.scope.by(row),
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

  private emptyScoreTotal(key: string, row: ResultScoreRow): ScoreTotal {
    return {
      total_key: key,
      ...this.scope.by(row),
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
    };
  }
}
