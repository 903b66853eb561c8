import { Either } from "effect";
import { describe, it } from "vitest";
import { registrationIndexStream, type DomainEvent, type RosterEvent } from "@wellbeing/domain";
import { newId } from "../infrastructure/commandContext";
import { answer, appended, nothingAppended, useCommandSpecification } from "../testing/commandSpecification";
import { attendeeRegistered, givenRoster } from "../testing/givenRoster";
import { backfillAttendance } from "./backfillAttendance";

// `npm run backfill-attendance`: registrations recorded before the attendance index existed join it.

const spec = useCommandSpecification();

const removed = (sessionId: string, person: { personKey: string; email: string; participantId: string }): RosterEvent => ({
  type: "AttendeeRemoved",
  data: { ...person, sessionId, discardedEvaluations: [], removedBy: "admin", removedAt: spec.now.toISOString(), confirmedCount: 0 },
});

const recordedByBackfill = (participantId: string, sessionId: string): DomainEvent => ({
  type: "RegistrationIndexed",
  data: { participantId, sessionId, source: "backfill" },
});

/** An index entry as schema version 1 stored it, under its old name and with no source: it reads back through the upcasters. */
const storedAsVersion1 = (participantId: string, sessionId: string) => ({
  eventId: newId(),
  type: "AttendanceRecorded",
  data: { participantId, sessionId },
  metadata: { actorId: null, correlationId: newId(), causationId: null, occurredAt: spec.now.toISOString(), schemaVersion: 1 },
});

describe("backfillAttendance", () => {
  it("given rosters from before the index and an index (stored by schema version 1) that holds only the later registration, when backfilled, then the index lists every session the rosters list; run again, nothing is appended", async () => {
    const ana = { personKey: newId(), email: "ana@example.org", participantId: newId() };
    const [early, later, left, byAddress] = [newId(), newId(), newId(), newId()];
    const registered = (sessionId: string) => attendeeRegistered(sessionId, ana, { registeredBy: ana.participantId, at: spec.now, confirmedCount: 1 });
    await spec.deps.store.append(registrationIndexStream(ana.participantId), [storedAsVersion1(ana.participantId, later)], { expectedRevision: "no_stream" });
    const backfill = async () => Either.right(await backfillAttendance(spec.deps.store, { actorId: null, correlationId: newId(), now: spec.now }));
    await spec
      .given(
        // Registered before the index existed: on the roster alone.
        givenRoster(early, registered(early)),
        // Registered and then taken off, both before the index: not attended.
        givenRoster(left, registered(left), removed(left, ana)),
        // An address with no account changes no index.
        givenRoster(
          byAddress,
          attendeeRegistered(
            byAddress,
            { personKey: newId(), email: "cal@example.org", participantId: null },
            { registeredBy: "admin", at: spec.now, confirmedCount: 1 },
          ),
        ),
        // Registered since: on the roster and in the index (above).
        givenRoster(later, registered(later)),
      )
      .when(backfill)
      .then(
        answer(200, { accounts: 1, corrected: 1, events: 1, contended: 0 }),
        appended(registrationIndexStream(ana.participantId), recordedByBackfill(ana.participantId, early)),
      );
    await spec
      .given()
      .when(backfill)
      .then(answer(200, { accounts: 1, corrected: 0, events: 0, contended: 0 }), nothingAppended());
  });
});
