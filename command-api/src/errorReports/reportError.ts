import { Either } from "effect";
import { errorReportDecider, errorReportStream, type DomainError, type ErrorReportForm } from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";

/** What the browser cannot be asked for: who is logged in, and the browser as its request names it. */
interface ReportSource {
  readonly reporterId: string | null;
  readonly userAgent: string | null;
}

/**
 * Records an error report when the sampling keeps it (`draw` from the caller's random source):
 * answers whether the report is on record (a report sent again answers as the first time).
 */
export const reportError = async (
  store: EventStore,
  form: ErrorReportForm,
  source: ReportSource,
  draw: number,
  context: CommandContext,
): Promise<Either.Either<{ recorded: boolean; position: Position | null }, DomainError>> => {
  const decided = await decideAndAppend({
    store,
    streamId: errorReportStream(form.reportId),
    decider: errorReportDecider,
    command: { type: "ReportError", ...form, ...source, draw, now: context.now.toISOString() },
    context,
  });
  return Either.map(decided, ({ stream, position }) => ({ recorded: stream.some((event) => event.type === "ErrorReported"), position }));
};
