import { describe, expect, it } from "vitest";
import { loginDestination } from "./loginDestination";

const query = (text: string) => new URLSearchParams(text);

describe("loginDestination (§2.5)", () => {
  it("sends a survey visitor to the survey they came from", () => {
    expect(loginDestination("participant", query("source=survey&shortId=ab12&surveyType=post"))).toBe("/survey/ab12/post");
  });

  it("sends a registration visitor back to the registration", () => {
    expect(loginDestination("participant", query("source=registration&shortId=ab12"))).toBe("/register/ab12");
  });

  it("sends participants to their dashboard and staff to theirs", () => {
    expect(loginDestination("participant", query(""))).toBe("/participant-dashboard");
    expect(loginDestination("trainer", query(""))).toBe("/dashboard");
    expect(loginDestination("superAdmin", query("source=survey"))).toBe("/dashboard");
  });

  it("continues to the private screen the visitor was sent to log in from, never to another site", () => {
    expect(loginDestination("trainer", query("next=%2Fremove%2Flead-1%2Ftrainer-2"))).toBe("/remove/lead-1/trainer-2");
    expect(loginDestination("trainer", query("next=%2Fsession-details%2Fs1%3Ftab%3Dx"))).toBe("/session-details/s1?tab=x");
    expect(loginDestination("trainer", query("next=https%3A%2F%2Fevil.example"))).toBe("/dashboard");
    expect(loginDestination("trainer", query("next=%2F%2Fevil.example"))).toBe("/dashboard");
    expect(loginDestination("participant", query("source=registration&shortId=ab12&next=%2Fmy-account"))).toBe("/register/ab12");
  });

  it("asks a multi-account person to choose first, keeping where they were going", () => {
    expect(loginDestination(null, query(""))).toBe("/decide-role");
    expect(loginDestination(null, query("source=registration&shortId=ab12"))).toBe("/decide-role?source=registration&shortId=ab12");
  });
});
