import { Either } from "effect";
import { SESSION_MANAGER_ROLES, dashboardContract, staffHomeContract, type Role } from "@wellbeing/domain";
import type { Caller } from "@wellbeing/platform";
import { liveFigureSource, type FigureReader, type LiveFigureSource } from "../live/liveFigures";
import { staffHomeRead } from "./queries";
import { reachOf, reachQuestion } from "./reachQueries";

type Manager = Caller & { role: Role };

/** The callers both reads let in: the session managers (their routes' requireRole). */
const managerOf = (caller: Caller): Manager | null => (caller.role !== null && SESSION_MANAGER_ROLES.includes(caller.role) ? (caller as Manager) : null);

const refused = (): never => {
  throw new Error("a live figure was asked for a caller its read refuses");
};

/** The staff home's tiles and page, carried by the "dashboard" pushes to the managers in each change's audience. */
export const staffHomeFigures = (reader: FigureReader): ReadonlyArray<LiveFigureSource> => {
  const home = (caller: Caller) => {
    const manager = managerOf(caller);
    return manager === null ? null : Either.getOrNull(staffHomeRead(reader, manager));
  };
  return [
    liveFigureSource(
      dashboardContract,
      "dashboard",
      (caller) => {
        const manager = managerOf(caller);
        return manager && reachQuestion(manager);
      },
      (caller) => reachOf(reader.db, reader.schema, managerOf(caller) ?? refused()),
    ),
    liveFigureSource(
      staffHomeContract,
      "dashboard",
      (caller) => home(caller)?.question ?? null,
      (caller) => (home(caller) ?? refused()).answer(),
    ),
  ];
};
