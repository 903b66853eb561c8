import type { QueryKey } from "@tanstack/react-query";
import { RESULT_TOTALS_READ, SESSION_DETAILS_READ, type LiveFigure, type LiveTopic, type ResultTotalsPush, type SessionDetailsAnswer } from "@wellbeing/domain";
import { resultsQueryAfterPush } from "../features/results/liveTotals";
import { sessionQueryAfterPush } from "../features/sessions/liveDetails";

/** How a pushed figure updates the cached reads of its topic: per query, the answer after it (the same one: unchanged), or null to read it again. */
interface FigureUpdate<Answer> {
  readonly topic: LiveTopic;
  readonly update: (key: QueryKey, cached: unknown, answer: Answer) => unknown;
}

const resultTotals: FigureUpdate<ResultTotalsPush> = { topic: "results", update: resultsQueryAfterPush };

const sessionDetails: FigureUpdate<ReadonlyArray<SessionDetailsAnswer>> = { topic: "sessions", update: sessionQueryAfterPush };

/** Pushed figures the screens' cached answers are recomputed from or found in, rather than replaced by (LIVE_FIGURE_KEYS), by read. */
const LIVE_FIGURE_UPDATES: Readonly<Record<string, FigureUpdate<never>>> = { [RESULT_TOTALS_READ]: resultTotals, [SESSION_DETAILS_READ]: sessionDetails };

/** The update of a pushed figure's read, taking that figure's answer; undefined for a figure that replaces an answer. */
export const figureUpdateOf = (figure: LiveFigure): { readonly topic: LiveTopic; readonly update: (key: QueryKey, cached: unknown) => unknown } | undefined => {
  const found = LIVE_FIGURE_UPDATES[figure.read];
  return found && { topic: found.topic, update: (key, cached) => found.update(key, cached, figure.answer as never) };
};
