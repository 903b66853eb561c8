import { Either, Schema } from "effect";
import {
  COURSES,
  NO_FILTERS,
  RESULT_TOTALS_READ,
  ResultTotalsPush,
  isAdminLevel,
  programmeDate,
  resultsScope,
  type Course,
  type SessionScope,
} from "@wellbeing/domain";
import type { Caller, Change } from "@wellbeing/platform";
import type { EncodedFigure, FigureReader, LiveFigureSource } from "../live/liveFigures";
import { sessionsWithheldFrom, withdrawnResultsAccess } from "../resultsAccess/consents";
import { applyCriteria } from "../sessionLists/criteria";
import { resultTotals } from "./resultFigures";

type OwnTarget = ResultTotalsPush["target"];

/** The results page a staff member sees as their own (§2.16): a trainer's, a local lead's group's, an admin's all; null for anyone else. */
const ownTargetOf = (caller: Caller): OwnTarget | null =>
  caller.role === null ? null : isAdminLevel(caller.role) ? "all" : caller.role === "localLead" ? "myGroup" : caller.role === "trainer" ? "me" : null;

/** Whose sessions that page counts, by the results route's own rule. */
const ownScopeOf = (caller: Caller): { target: OwnTarget; scope: SessionScope } | null => {
  const target = ownTargetOf(caller);
  if (target === null || caller.role === null) return null;
  const scope = resultsScope({ userId: caller.userId, role: caller.role }, target, caller.userId, null);
  return Either.isRight(scope) ? { target, scope: scope.right } : null;
};

const resultChanges = (changes: ReadonlyArray<Change>) => changes.filter((change) => change.topic === "results");

const encode = Schema.encodeSync(ResultTotalsPush);

/**
 * The totals of the caller's own results page, per course, and which of its sessions the commit changed,
 * carried by the "results" pushes of commits that only submitted responses (the ones naming their
 * sessions). The web recomputes its results screens from them (domain's resultFiguresOf). A commit that
 * did more (a session or its attendees changed, a response withdrawn or moved) carries none, nor do
 * pushes while some trainer has withdrawn their results-access consent: those screens refetch.
 */
export const resultsFigures = (reader: FigureReader): ReadonlyArray<LiveFigureSource> => {
  const { db, schema } = reader;
  const totalsOf = async (own: { target: OwnTarget; scope: SessionScope }, caller: Caller, course: Course, changed: ReadonlyArray<string>) => {
    const criteria = { scope: own.scope, filters: NO_FILTERS, type: "all" as const, today: programmeDate(reader.clock()), hideTrainerUpskill: false, course };
    const scoped = () => applyCriteria(db.withSchema(schema).from("sessions as s"), schema, criteria).select("s.id");
    const [totals, changedHere] = await Promise.all([
      resultTotals({
        db,
        schema,
        course,
        scoped,
        withheld: () => sessionsWithheldFrom(db, schema, caller.userId),
        anyWithheld: false,
        isEveryone: own.target === "all",
      }),
      changed.length === 0 ? [] : (scoped().whereIn("s.id", changed) as Promise<Array<{ id: string }>>),
    ]);
    return { course, totals, changedSessions: changedHere.map((row) => row.id) };
  };
  return [
    {
      topic: "results",
      carries: (changes) => {
        const results = resultChanges(changes);
        return results.length > 0 && results.every((change) => change.ids.length > 0);
      },
      scopeOf: (caller) => {
        const own = ownScopeOf(caller);
        return own && `${own.target} ${own.target === "all" ? "" : caller.userId}`;
      },
      figure: async (caller, changes, shared) => {
        const own = ownScopeOf(caller);
        if (own === null) throw new Error("results totals were asked for a caller with no results page of their own");
        // Everyone's figures differ per viewer while a consent is withdrawn (issue 24 §3): the pages read them again.
        if ((await shared("withdrawn results access", () => withdrawnResultsAccess(db, schema))).length > 0) return null;
        const changed = [...new Set(resultChanges(changes).flatMap((change) => change.ids))];
        const courses = await Promise.all(COURSES.map((course) => totalsOf(own, caller, course, changed)));
        return {
          read: RESULT_TOTALS_READ,
          answer: encode({ target: own.target, userId: own.target === "all" ? null : caller.userId, courses }),
        } as EncodedFigure;
      },
    },
  ];
};
