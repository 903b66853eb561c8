import { SESSION_DETAILS_READ, SESSION_MANAGER_ROLES, isAdminLevel, sessionDetailsContract, type Role } from "@wellbeing/domain";
import { encodeAnswer, type Caller, type Change } from "@wellbeing/platform";
import { isToldOf } from "../live/audience";
import type { EncodedFigure, FigureReader, LiveFigureSource } from "../live/liveFigures";
import { mayManage } from "./managedSession";
import { findSession, managedSessionView } from "./queries";

type Manager = { readonly userId: string; readonly role: Role };

const managerOf = (caller: Caller): Manager | null =>
  caller.role !== null && SESSION_MANAGER_ROLES.includes(caller.role) ? { userId: caller.userId, role: caller.role } : null;

/** The sessions a commit changed that this caller was told of. */
const sessionsToldOf = (caller: Caller, changes: ReadonlyArray<Change>): string[] =>
  [...new Set(changes.filter((change) => change.topic === "sessions" && isToldOf(caller, change)).flatMap((change) => change.ids))].sort();

/**
 * Manage Session's read (its response counts, 'Responses: X out of Y', among the rest), carried by the
 * "sessions" pushes to the staff told of a session's change who may manage it (the route's own rule):
 * each changed session's details, read once per commit whoever asks, and given to each caller who may
 * manage it. A session they may no longer manage, or one deleted, is left out: its screen refetches and
 * is told so.
 */
export const sessionsFigures = (reader: FigureReader): ReadonlyArray<LiveFigureSource> => [
  {
    topic: "sessions",
    scopeOf: (caller, changes) => {
      const manager = managerOf(caller);
      const sessions = sessionsToldOf(caller, changes);
      if (manager === null || sessions.length === 0) return null;
      // Admins may manage every session: they share one answer; anyone else's depends on who they are.
      return `${isAdminLevel(manager.role) ? "admin" : manager.userId} ${sessions.join(" ")}`;
    },
    figure: async (caller, changes, shared) => {
      const manager = managerOf(caller);
      if (manager === null) throw new Error("session details were asked for a caller who manages no sessions");
      const details = await Promise.all(
        sessionsToldOf(caller, changes).map((id) =>
          shared(`session ${id}`, () => findSession(reader.db, reader.schema, { id }))
            .then((session) =>
              session !== null && mayManage(manager, session)
                ? shared(`session details ${id}`, async () => [
                    encodeAnswer(sessionDetailsContract.answer, await managedSessionView(reader.db, reader.schema, session)),
                  ])
                : [],
            )
            .catch(() => []),
        ),
      );
      return { read: SESSION_DETAILS_READ, answer: details.flat() } as EncodedFigure;
    },
  },
];
