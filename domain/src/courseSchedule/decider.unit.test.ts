import { describe, it } from "vitest";
import type { TrainerFacts } from "../sessions/commands";
import { givenWhenThen } from "../testing/givenWhenThen";
import type { ChoosePublicLeads } from "./commands";
import { courseScheduleDecider } from "./decider";
import { message } from "../i18n/translate";

const ADMIN = { userId: "0190aaaa-0000-7000-8000-0000000000a1", role: "admin" } as const;
const LEAD_A = "0190aaaa-0000-7000-8000-0000000000b1";
const LEAD_B = "0190aaaa-0000-7000-8000-0000000000b2";
const TRAINER = "0190aaaa-0000-7000-8000-0000000000c1";
const NOW = "2026-05-01T09:00:00.000Z";

const known: TrainerFacts[] = [
  { userId: LEAD_A, roles: ["localLead"], localLeadId: null },
  { userId: LEAD_B, roles: ["localLead"], localLeadId: null },
  { userId: TRAINER, roles: ["trainer"], localLeadId: LEAD_A },
];

const choose = (leadIds: string[], actor: ChoosePublicLeads["actor"] = ADMIN): ChoosePublicLeads => ({
  type: "ChoosePublicLeads",
  leadIds,
  actor,
  leads: known.filter((facts) => leadIds.map((id) => id.toLowerCase()).includes(facts.userId)),
  now: NOW,
});

const chosen = (leadIds: string[]) => ({ type: "PublicLeadsChosen" as const, data: { leadIds, chosenBy: ADMIN.userId, chosenAt: NOW } });

const { given } = givenWhenThen(courseScheduleDecider);

describe("choosing whose sessions the public course schedule shows (§2.8)", () => {
  it("an admin chooses local leads; repeated ids count once", () => {
    given()
      .when(choose([LEAD_A, LEAD_B, LEAD_A.toUpperCase()]))
      .then(chosen([LEAD_A, LEAD_B]));
  });

  it("an admin may change the choice, or hide every lead's sessions", () => {
    given(chosen([LEAD_A]))
      .when(choose([LEAD_B]))
      .then(chosen([LEAD_B]));
    given(chosen([LEAD_A]))
      .when(choose([]))
      .then(chosen([]));
  });

  it("choosing the same leads again records nothing", () => {
    given(chosen([LEAD_A, LEAD_B]))
      .when(choose([LEAD_B, LEAD_A]))
      .then();
  });

  it("only local leads may be chosen", () => {
    given()
      .when(choose([LEAD_A, TRAINER]))
      .thenFails({ _tag: "ValidationFailed", fields: { leads: message("list.chooseLocalLeads") } });
    given()
      .when(choose(["0190aaaa-0000-7000-8000-000000000999"]))
      .thenFails({ _tag: "ValidationFailed" });
  });

  it("only admins choose", () => {
    given()
      .when(choose([LEAD_A], { userId: LEAD_A, role: "localLead" }))
      .thenFails({ _tag: "NotAllowed", reason: message("product.notAllowed") });
    given()
      .when(choose([LEAD_A], { userId: TRAINER, role: "trainer" }))
      .thenFails({ _tag: "NotAllowed" });
  });
});
