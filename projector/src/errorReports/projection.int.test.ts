import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@wellbeing/domain";
import { projectionSpec } from "../testing/projectionSpec";
import { errorReportsProjection } from "./projection";

// The Reports screen's rows: one per report kept; a reporter's erasure blanks the words of theirs.

const spec = projectionSpec([errorReportsProjection]);
const reporter = "0190a000-0000-7000-8000-00000000a0e1";
const reportIds = ["0190a000-0000-7000-8000-00000000e001", "0190a000-0000-7000-8000-00000000e002"] as const;

const reported = (reportId: string, reporterId: string | null, minute: number): DomainEvent => ({
  type: "ErrorReported",
  data: {
    reportId,
    kind: reporterId ? "feedback" : "crash",
    page: "https://example.org/dashboard",
    error: "TypeError: boom\u0000",
    note: reporterId ? "I pressed Save" : null,
    userAgent: "Chromium",
    reporterId,
    reportedAt: new Date(Date.UTC(2026, 10, 26, 1, minute)).toISOString(),
  },
});
const deleted = (userId: string): DomainEvent => ({ type: "AccountDeleted", data: { userId, erasedKeys: [], deletedAt: "2026-11-26T02:00:00.000Z" } });

describe("the error reports projection", () => {
  it("keeps one row per report, the same however often it arrives, with text no column can hold replaced", async () => {
    const built = await spec.given(
      [{ streamId: `error-report-${reportIds[0]}`, event: reported(reportIds[0], null, 0) }],
      [{ streamId: `error-report-${reportIds[0]}`, event: reported(reportIds[0], null, 0) }],
    );
    expect(built.failures).toEqual([]);
    const rows = await built.rows<Record<string, unknown>>("error_reports", "id");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: reportIds[0], kind: "crash", error: "TypeError: boom\uFFFD", note: null, reporter_id: null });
  });

  it("blanks the words of an erased person's reports and forgets who sent them", async () => {
    const built = await spec.given(
      [
        { streamId: `error-report-${reportIds[0]}`, event: reported(reportIds[0], reporter, 0) },
        { streamId: `error-report-${reportIds[1]}`, event: reported(reportIds[1], null, 1) },
      ],
      [{ streamId: `user-${reporter}`, event: deleted(reporter) }],
    );
    const rows = await built.rows<Record<string, unknown>>("error_reports", "id");
    expect(rows[0]).toMatchObject({ id: reportIds[0], kind: "feedback", page: null, error: null, note: null, user_agent: null, reporter_id: null });
    expect(rows[1]).toMatchObject({ id: reportIds[1], page: "https://example.org/dashboard", user_agent: "Chromium" });
  });
});
