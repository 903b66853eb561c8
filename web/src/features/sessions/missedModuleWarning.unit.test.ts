import { en } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { describe, expect, it } from "vitest";
import { translator } from "@wellbeing/i18n";

describe("the missed-module warning", () => {
  it("counts attendees in the singular and the plural", () => {
    const t = translator(en, "en");
    expect(t("session.missedModule", { count: 1 })).toBe("1 attendee has not completed the previous module of this course.");
    expect(t("session.missedModule", { count: 2 })).toBe("2 attendees have not completed the previous module of this course.");
    expect(t("session.missedModule", { count: 12 })).toBe("12 attendees have not completed the previous module of this course.");
  });

  it("counts them in Welsh too", () => {
    const t = translator(cy, "cy");
    expect(t("session.missedModule", { count: 1 })).toBe("Nid yw 1 mynychwr wedi cwblhau modiwl blaenorol y cwrs hwn.");
    expect(t("session.missedModule", { count: 3 })).toBe("Nid yw 3 mynychwr wedi cwblhau modiwl blaenorol y cwrs hwn.");
  });
});
