import { Schema } from "effect";
import { COURSES } from "../constants";
import { ResultTotals } from "../results/figures";
import { SessionDetailsAnswer } from "../sessions/answers";
import { dashboardContract, staffHomeContract } from "../staffHome/contracts";
import { LIVE_TOPICS } from "./topics";

// What /api/live sends a browser. A "changed" message names the topics a projector commit changed for
// this connection and, for the reads whose answers it carries, those answers as the reads would give
// them now: the browser puts them in its cache instead of asking again. `previous` lets it notice a
// message it never got: a gap, which it answers with the old refetch of that topic.

/** The reads whose answers a push carries (the staff home's tiles and page), each computed once per commit and scope. */
export const LIVE_FIGURE_CONTRACTS = [dashboardContract, staffHomeContract] as const;
export type LiveFigureContract = (typeof LIVE_FIGURE_CONTRACTS)[number];

const LiveTopicSchema = Schema.Literal(...LIVE_TOPICS);

const figureOf = <C extends LiveFigureContract>(contract: C) => Schema.Struct({ read: Schema.Literal(contract.path), answer: contract.answer });

/** Where the results totals a push carries go: the results screens of the receiver's own scope (§2.16). */
export const RESULT_TOTALS_READ = "results/totals";

/**
 * The totals the receiver's own results screens (target `me` for a trainer, `myGroup` for a local
 * lead, `all` for an admin; no filters) are computed from, per course, after a commit that changed
 * some responses: the web recomputes those screens' figures from them with domain's resultFiguresOf.
 */
export const ResultTotalsPush = Schema.Struct({
  target: Schema.Literal("me", "myGroup", "all"),
  /** The person the screens are about (the receiver); null for `all`, which is about nobody. */
  userId: Schema.NullOr(Schema.String),
  courses: Schema.Array(
    Schema.Struct({
      course: Schema.Literal(...COURSES),
      totals: ResultTotals,
      /** The sessions of the page the commit changed (any other results screen showing one of them reads again). */
      changedSessions: Schema.Array(Schema.String),
    }),
  ),
});
export type ResultTotalsPush = typeof ResultTotalsPush.Type;

const ResultTotalsFigure = Schema.Struct({ read: Schema.Literal(RESULT_TOTALS_READ), answer: ResultTotalsPush });

/** Where the sessions' details a push carries go: each one's Manage Session read (GET /api/session-details/:id). */
export const SESSION_DETAILS_READ = "sessions/details";

/** The details, as GET /api/session-details/:id answers them, of the sessions the commit changed that the receiver manages. */
const SessionDetailsFigure = Schema.Struct({ read: Schema.Literal(SESSION_DETAILS_READ), answer: Schema.Array(SessionDetailsAnswer) });

/** One read's answer for the receiver, as `read` (the contract's path) would answer them at the message's position; their results totals; their changed sessions' details. */
export const LiveFigure = Schema.Union(...LIVE_FIGURE_CONTRACTS.map(figureOf), ResultTotalsFigure, SessionDetailsFigure);
export type LiveFigure = typeof LiveFigure.Type;

export const LiveChangedMessage = Schema.Struct({
  type: Schema.Literal("changed"),
  /** The topics this commit changed that the connection may see. */
  topics: Schema.Array(LiveTopicSchema),
  /** The projector's position the message brings the connection to. */
  position: Schema.String,
  /** Per topic of `topics`: the position of the last message this socket was sent about it (null: none yet). */
  previous: Schema.Record({ key: LiveTopicSchema, value: Schema.NullOr(Schema.String) }).pipe(Schema.partial),
  /** Answers of LIVE_FIGURE_CONTRACTS for the receiver's scope, when a topic of theirs changed. */
  figures: Schema.Array(LiveFigure),
});
export type LiveChangedMessage = typeof LiveChangedMessage.Type;

/** The server may have missed commits (its announcement feed was cut): the browser refetches these topics. */
export const LiveMissedMessage = Schema.Struct({ type: Schema.Literal("missed"), topics: Schema.Array(LiveTopicSchema) });
export type LiveMissedMessage = typeof LiveMissedMessage.Type;

export const LiveMessage = Schema.Union(LiveChangedMessage, LiveMissedMessage);
export type LiveMessage = typeof LiveMessage.Type;
