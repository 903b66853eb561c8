import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@wellbeing/domain";
import type { ScheduleTrainerRow } from "@wellbeing/platform";
import { sessionsProjection } from "../sessions/projection";
import { projectionSpec } from "../testing/projectionSpec";
import { courseScheduleProjection } from "./projection";

// The public schedule's chosen local leads: each choice replaces the one before; and each session's
// trainers as the schedule's total counts them (issue 30), following its edits and deletion.

const spec = projectionSpec([sessionsProjection, courseScheduleProjection]);
const leadA = "0190a000-0000-7000-8000-00000000b005";
const leadB = "0190a000-0000-7000-8000-00000000b006";
const admin = "0190a000-0000-7000-8000-00000000a005";
const chosen = (leadIds: string[], minute: number): DomainEvent => ({
  type: "PublicLeadsChosen",
  data: { leadIds, chosenBy: admin, chosenAt: new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString() },
});
const on = (event: DomainEvent) => ({ streamId: "course-schedule", event });

describe("the course schedule projection", () => {
  it("keeps the latest choice, in any batch split, even a choice naming a lead twice", async () => {
    const latest = await spec.given([on(chosen([leadA], 0))], [on(chosen([leadB, leadB.toUpperCase()], 1)), on(chosen([leadA, leadB, leadA], 2))]);
    expect(latest.failures).toEqual([]);
    expect((await latest.rows<{ lead_id: string }>("public_leads", "lead_id")).map((row) => row.lead_id)).toEqual([leadA, leadB]);
  });
});

describe("each session's trainers, as the public schedule counts them (issue 30)", () => {
  const session = "0190a000-0000-7000-8000-00000000a021";
  const other = "0190a000-0000-7000-8000-00000000a022";
  const [tara, tom, tess] = ["0190a000-0000-7000-8000-00000000c021", "0190a000-0000-7000-8000-00000000c022", "0190a000-0000-7000-8000-00000000c023"];
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();
  const details = (trainerIds: string[], sessionDates: string[], changes: { remote?: boolean; modules?: Array<"1" | "trainer-upskill"> } = {}) => ({
    course: "C5" as const,
    modules: changes.modules ?? ["1" as const],
    dates: sessionDates.map((sessionDate) => ({ sessionDate, startTime: "10:00", endTime: "12:00" })),
    capacity: 12,
    remote: changes.remote ?? false,
    address: null,
    meetingPlatform: null,
    meetingLink: null,
    trainerIds,
    contactEmail: null,
    extraInfo: null,
  });
  const scheduled = (sessionId: string, trainerIds: string[], sessionDates: string[]) =>
    on({
      type: "SessionScheduled",
      data: { sessionId, shortId: `s${sessionId.slice(-7)}`, ...details(trainerIds, sessionDates), scheduledBy: tara, scheduledAt: at(0) },
    });
  const edited = (trainerIds: string[], sessionDates: string[], changes: Parameters<typeof details>[2]) =>
    on({
      type: "SessionEdited",
      data: { sessionId: session, ...details(trainerIds, sessionDates, changes), previousDates: [], scheduledBy: tara, editedBy: tara, editedAt: at(1) },
    });
  const deleted = on({ type: "SessionDeleted", data: { sessionId: other, shortId: "sa022", trainerIds: [tom], deletedBy: tom, deletedAt: at(2) } });
  const story = [
    // Tom named twice (once in capitals): one row; the latest date is the last date, whatever the order.
    scheduled(session, [tara, tom.toUpperCase(), tom], ["2026-12-08", "2026-12-01"]),
    scheduled(other, [tom], ["2026-12-03"]),
    edited([tess, tara], ["2027-01-05"], { remote: true, modules: ["trainer-upskill"] }),
    deleted,
  ];
  const rowsOf = (rows: ScheduleTrainerRow[]) =>
    rows.map(({ session_id, trainer_id, earlier_trainer_ids, last_date, remote, trainer_upskill }) => ({
      session_id,
      trainer_id,
      earlier_trainer_ids,
      last_date: new Date(last_date).toISOString().slice(0, 10),
      remote,
      trainer_upskill,
    }));
  const rowsAfter = async (...batches: Array<typeof story>) => {
    const projected = await spec.given(...batches);
    expect(projected.failures).toEqual([]);
    return rowsOf(await projected.rows<ScheduleTrainerRow>("schedule_trainers", "session_id, cardinality(earlier_trainer_ids)"));
  };

  it("keeps each trainer once, in the session's order, with the trainers before them and the session's last date", async () => {
    expect(await rowsAfter(story.slice(0, 2))).toEqual([
      { session_id: session, trainer_id: tara, earlier_trainer_ids: [], last_date: "2026-12-08", remote: false, trainer_upskill: false },
      { session_id: session, trainer_id: tom, earlier_trainer_ids: [tara], last_date: "2026-12-08", remote: false, trainer_upskill: false },
      { session_id: other, trainer_id: tom, earlier_trainer_ids: [], last_date: "2026-12-03", remote: false, trainer_upskill: false },
    ]);
  });

  it("replaces a session's rows when it is edited and drops them when it is deleted, in any batch split", async () => {
    const expected = [
      { session_id: session, trainer_id: tess, earlier_trainer_ids: [], last_date: "2027-01-05", remote: true, trainer_upskill: true },
      { session_id: session, trainer_id: tara, earlier_trainer_ids: [tess], last_date: "2027-01-05", remote: true, trainer_upskill: true },
    ];
    expect(await rowsAfter(story)).toEqual(expected);
    expect(await rowsAfter(...story.map((event) => [event]))).toEqual(expected);
    expect(await rowsAfter(story.slice(0, 1), story.slice(1, 3), story.slice(3))).toEqual(expected);
  });

  it("are the same replayed in one batch (a rebuild) as projected one event at a time (live)", async () => {
    const rebuilt = await spec.given([...story, on(chosen([leadA], 3))]);
    const live = await spec.given(...[...story, on(chosen([leadA], 3))].map((event) => [event]));
    expect(await rebuilt.everyRow(["chosen_at"])).toEqual(await live.everyRow(["chosen_at"]));
  });
});
