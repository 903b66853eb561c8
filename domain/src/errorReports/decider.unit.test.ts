import { describe, it } from "vitest";
import { givenWhenThen } from "../testing/givenWhenThen";
import type { ReportError } from "./commands";
import { errorReportDecider } from "./decider";

const REPORT = "0190aaaa-0000-7000-8000-0000000000e1";
const NOW = "2026-11-26T01:00:00.000Z";

const report = (overrides: Partial<ReportError> = {}): ReportError => ({
  type: "ReportError",
  reportId: REPORT,
  kind: "crash",
  page: "https://example.org/dashboard",
  error: "TypeError: x is undefined",
  note: null,
  userAgent: "Chromium",
  reporterId: null,
  draw: 0.1,
  now: NOW,
  ...overrides,
});

const reported = (overrides: Partial<ReportError> = {}) => {
  const { type: _type, draw: _draw, now, ...data } = report(overrides);
  return { type: "ErrorReported" as const, data: { ...data, reportedAt: now } };
};

const { given } = givenWhenThen(errorReportDecider);

describe("reporting an error (§1)", () => {
  it("records a crash trace the sampling keeps", () => {
    given()
      .when(report({ draw: 0.2 }))
      .then(reported());
  });

  it("records nothing for a crash trace the sampling leaves out", () => {
    given()
      .when(report({ draw: 0.7 }))
      .then();
  });

  it("records a person's feedback whatever the draw, with their note and who they are", () => {
    const feedback = { kind: "feedback" as const, draw: 0.99, note: "I pressed Save twice", reporterId: "0190aaaa-0000-7000-8000-0000000000a1" };
    given().when(report(feedback)).then(reported(feedback));
  });

  it("records a report once, however often it is sent", () => {
    given(reported()).when(report()).then();
  });
});
