import { describe, expect, it } from "vitest";
import type { TrainerChoiceAnswer } from "@wellbeing/domain";
import { localLeadChoices, trainerFilterChoices } from "./filterChoices";

const people: ReadonlyArray<TrainerChoiceAnswer> = [
  { id: "t1", name: "Tara Trainer", role: "trainer", isMe: false },
  { id: "l1", name: "Lee Lead", role: "localLead", isMe: false },
];

describe("the admin's filter choices", () => {
  it("offers local leads who train under Trainer(s), beside the trainers", () => {
    expect(trainerFilterChoices(people)).toEqual([
      { value: "t1", label: "Tara Trainer" },
      { value: "l1", label: "Lee Lead" },
    ]);
  });

  it("offers only local leads under Local lead(s)", () => {
    expect(localLeadChoices(people)).toEqual([{ value: "l1", label: "Lee Lead" }]);
  });
});
