import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@wellbeing/domain";
import { sessionsProjection } from "../sessions/projection";
import { projectionSpec } from "../testing/projectionSpec";
import { courseScheduleProjection } from "./projection";

// The public schedule's chosen local leads: each choice replaces the one before.

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
