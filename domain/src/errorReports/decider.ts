import { Either } from "effect";
import type { Decider } from "../shared/decider";
import type { DomainError } from "../shared/domainError";
import type { ErrorReportCommand } from "./commands";
import type { ErrorReportEvent } from "./events";
import { isReportKept } from "./sampling";

interface ErrorReportState {
  readonly reported: boolean;
}

/** An error report is recorded once, when the sampling keeps it; sending the same report again records nothing. */
export const errorReportDecider: Decider<ErrorReportCommand, ErrorReportEvent, ErrorReportState, DomainError> = {
  initialState: { reported: false },
  evolve: () => ({ reported: true }),
  decide: (command, state) => {
    if (state.reported || !isReportKept(command.kind, command.draw)) return Either.right([]);
    const { reportId, kind, page, error, note, userAgent, reporterId, now } = command;
    return Either.right([{ type: "ErrorReported", data: { reportId, kind, page, error, note, userAgent, reporterId, reportedAt: now } }]);
  },
};
