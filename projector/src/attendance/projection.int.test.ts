import { describe, expect, it } from "vitest";
import type { AttendanceMarkRow } from "@wellbeing/platform";
import type { DomainEvent } from "@wellbeing/domain";
import { allProjections } from "../slices";
import { projectionSpec } from "../testing/projectionSpec";
import { attendanceProjection } from "./projection";

// A session's register as it stands: the last mark per person and date; a withdrawn mark and a deleted session leave no row.

const spec = projectionSpec([attendanceProjection]);
const announcing = projectionSpec(allProjections, { announce: true });
const session = "0190a000-0000-7000-8000-00000000d001";
const trainer = "0190a000-0000-7000-8000-00000000d002";
const ana = "0190a000-0000-7000-8000-00000000d003";
const DAY = "2026-12-01";
const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute)).toISOString();
const data = (personKey: string, minute: number) => ({
  sessionId: session,
  sessionDate: DAY,
  personKey,
  participantId: personKey === ana ? ana : null,
  recordedBy: trainer,
  recordedAs: "trainer" as const,
  method: "register" as const,
  commandId: `command-${minute}`,
  recordedAt: at(minute),
});
const on = (event: DomainEvent) => ({ streamId: `register-${session}`, event });
const recorded = (personKey: string, minute: number) => on({ type: "AttendanceRecorded", data: data(personKey, minute) });
const noShow = (personKey: string, minute: number) => on({ type: "NoShowRecorded", data: data(personKey, minute) });
const corrected = (personKey: string, minute: number, from: "attended" | "noShow", to: "attended" | "noShow" | "notRecorded") =>
  on({ type: "AttendanceCorrected", data: { ...data(personKey, minute), from, to } });

const marks = async (given: Awaited<ReturnType<typeof spec.given>>) =>
  (await given.rows<AttendanceMarkRow>("attendance_marks", "id")).map((row) => ({ person: row.person_key, date: row.session_date, mark: row.mark }));

describe("the attendance projection", () => {
  it("given marks and corrections in any batch split, then each person's last mark per date stands, and a withdrawn one leaves no row", async () => {
    const oneBatch = await spec.given([
      recorded(ana, 0),
      noShow("email-ben", 1),
      corrected(ana, 2, "attended", "noShow"),
      corrected("email-ben", 3, "noShow", "notRecorded"),
    ]);
    const split = await spec.given(
      [recorded(ana, 0), noShow("email-ben", 1)],
      [corrected(ana, 2, "attended", "noShow")],
      [corrected("email-ben", 3, "noShow", "notRecorded")],
    );
    for (const given of [oneBatch, split]) {
      expect(given.failures).toEqual([]);
      expect(await marks(given)).toEqual([{ person: ana, date: DAY, mark: "noShow" }]);
    }
  });

  it("given a deleted session, then its register goes with it", async () => {
    const given = await spec.given(
      [recorded(ana, 0)],
      [
        {
          streamId: `session-${session}`,
          event: { type: "SessionDeleted", data: { sessionId: session, shortId: "abcdefgh", trainerIds: [trainer], deletedBy: trainer, deletedAt: at(5) } },
        },
      ],
    );
    expect(await marks(given)).toEqual([]);
  });

  it("given a tick on a session the sessions read model does not hold yet, then every staff role hears of the register (topic attendance), and no participant", async () => {
    const given = await announcing.given([recorded(ana, 0)]);
    expect(given.failures).toEqual([]);
    expect(given.announced.filter((change) => change.topic === "attendance")).toEqual([
      { topic: "attendance", ids: [session], audience: { roles: ["admin", "superAdmin", "localLead", "trainer"], userIds: [] } },
    ]);
  });
});
