import { responseRate } from "../staffHome/reach";
import { mayShowAnswerCounts } from "../results/disclosure";
import type { ResultItem, StoredResponse } from "./resultItems";

// A session survey's results (§2.16, §3 Survey responses, §9): each response's answers as words, and
// per question how many gave each answer, with the response rate.

/** One answer of a response as the Individual Responses view shows it: the question and the answer, nothing of who gave it. */
export interface ResponseDatum {
  readonly questionText: string;
  readonly answer: string;
}

/** How many gave one answer. */
interface AnswerCount {
  readonly answer: string;
  readonly count: number;
}

/** A question of the Overall Results: how many responses answered it, and the distribution of their answers (written answers listed). */
export interface OverallQuestion {
  readonly questionText: string;
  readonly kind: "chart" | "written";
  readonly answered: number;
  readonly answers: ReadonlyArray<AnswerCount>;
}

interface SessionSurveyFigures {
  readonly responses: ReadonlyArray<{ readonly data: ReadonlyArray<ResponseDatum> }>;
  readonly attendeesNumber: number;
  readonly responsesNumber: number;
  readonly releasedNumber: number;
  /** Replies over attendees, rounded; 0 without attendees (§9). */
  readonly responseRate: number;
  readonly overall: ReadonlyArray<OverallQuestion>;
}

/** A response's answers in the items' order; an unanswered item (or an erased person's free text) is not there at all. */
const dataOf = (items: ReadonlyArray<ResultItem>, response: StoredResponse): ResponseDatum[] =>
  items.flatMap((item) => {
    const words = item.answerIn(response);
    return words.length === 0 ? [] : [{ questionText: item.questionText, answer: words.join(", ") }];
  });

/** Counts each answer: the scale's answers first (zero when nobody gave them), then any other seen, in the order first seen. */
const countAnswers = (item: ResultItem, responses: ReadonlyArray<StoredResponse>): OverallQuestion => {
  const counts = new Map<string, number>(item.scale.map((answer) => [answer, 0]));
  let answered = 0;
  for (const response of responses) {
    const words = item.answerIn(response);
    if (words.length > 0) answered += 1;
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return { questionText: item.questionText, kind: item.kind, answered, answers: [...counts].map(([answer, count]) => ({ answer, count })) };
};

/**
 * The figures of one survey of a session: the response rate over every response (`responded`), the
 * answers of the released ones only (the disclosure rule, results/disclosure.ts: never a cell smaller
 * than a batch). `items` gives the items of the questionnaire version a response answered (questions are
 * keyed by code, so versions sharing a question count together).
 */
export const sessionSurveyFigures = (input: {
  readonly released: ReadonlyArray<StoredResponse & { readonly items: ReadonlyArray<ResultItem> }>;
  readonly responded: number;
  readonly attendees: number;
}): SessionSurveyFigures => {
  const { responded, attendees } = input;
  const released = mayShowAnswerCounts(input.released.length) ? input.released : [];
  const items = new Map<string, ResultItem>();
  for (const response of released) for (const item of response.items) if (!items.has(item.key)) items.set(item.key, item);
  return {
    responses: released.map((response) => ({ data: dataOf(response.items, response) })),
    attendeesNumber: attendees,
    responsesNumber: responded,
    releasedNumber: released.length,
    responseRate: responseRate(responded, attendees),
    overall: [...items.values()].map((item) => countAnswers(item, released)),
  };
};
