import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { VALIDATION } from "../messages";
import { givenWhenThen } from "../testing/givenWhenThen";
import type { Actor, EditSession } from "./commands";
import { sessionDecider } from "./decider";
import { decodeSessionForm } from "./form";
import { mapModulesToCourse } from "./rules";
import { ADMIN, GROUP_TRAINER, LEAD, ONE_DATE, OTHER_TRAINER, TRAINER, as, details, factsOf, form, scheduled } from "./testFixtures";
import { message } from "../i18n/translate";
import { inEnglish } from "@wellbeing/i18n";

const { given } = givenWhenThen(sessionDecider);

/** The handler passes the facts of the session's current trainers and of the chosen ones. */
const edit = (actor: Actor, overrides: Record<string, unknown> = {}, currentTrainers: string[] = [TRAINER]): EditSession => {
  const decoded = form(overrides);
  return {
    type: "EditSession",
    sessionId: "s-1",
    form: decoded,
    actor,
    trainers: factsOf([...currentTrainers, decoded.partnerTrainer1, decoded.partnerTrainer2]),
    now: "2026-11-22T10:00:00.000Z",
  };
};

const edited = (editedBy: string, overrides: Record<string, unknown> = {}, previousDates: typeof ONE_DATE = ONE_DATE, scheduledBy = TRAINER) => ({
  type: "SessionEdited" as const,
  data: {
    sessionId: "s-1",
    ...details(overrides),
    previousDates,
    scheduledBy,
    editedBy,
    editedAt: "2026-11-22T10:00:00.000Z",
  },
});

const trainersSession = scheduled([TRAINER], TRAINER);
const NEW_DATE = [{ sessionDate: "2026-12-08", startTime: "13:00", endTime: "15:00" }];
const TWO_DATES = [...ONE_DATE, { sessionDate: "2026-12-08", startTime: "10:00", endTime: "12:00" }];

describe("editing a session (§2.9, §5)", () => {
  it("the session's trainer records the full new details, with the dates it had before", () => {
    given(trainersSession)
      .when(edit(as.trainer, { dates: NEW_DATE, capacity: 14, extraInfo: "Room 2" }))
      .then(edited(TRAINER, { dates: NEW_DATE, capacity: 14, extraInfo: "Room 2" }, ONE_DATE));
  });

  it("keeps the contact e-mail the scheduling person's, whoever edits", () => {
    given(trainersSession)
      .when(edit(as.admin, { contactEmail: "office@example.org" }))
      .then(edited(ADMIN, { contactEmail: "office@example.org" }));
  });

  it("lets only an admin add or remove dates; others change the days they have", () => {
    given(trainersSession)
      .when(edit(as.trainer, { dates: TWO_DATES }))
      .thenFails({ _tag: "NotAllowed", reason: message("product.dateCountAdminOnly") });
    given(scheduled([TRAINER], TRAINER, { dates: TWO_DATES }))
      .when(edit(as.lead, { dates: ONE_DATE }))
      .thenFails({ _tag: "NotAllowed", reason: message("product.dateCountAdminOnly") });
    given(trainersSession)
      .when(edit(as.admin, { dates: TWO_DATES }))
      .then(edited(ADMIN, { dates: TWO_DATES }));
    given(scheduled([TRAINER], TRAINER, { dates: TWO_DATES }))
      .when(edit(as.admin, { dates: NEW_DATE }))
      .then(edited(ADMIN, { dates: NEW_DATE }, TWO_DATES));
  });

  it("keeps one to four dates: the edit form is the create form", () => {
    const base = { ...details(), partnerTrainer1: TRAINER };
    expect(Either.mapLeft(decodeSessionForm({ ...base, dates: [] }), inEnglish)).toEqual(Either.left({ dates: VALIDATION.minOneDate }));
    expect(Either.mapLeft(decodeSessionForm({ ...base, dates: Array.from({ length: 5 }, () => ONE_DATE[0]) }), inEnglish)).toEqual(
      Either.left({ dates: VALIDATION.maxFourDates }),
    );
  });

  it("resets the online details when the session becomes face to face", () => {
    const address = { addressLine1: "1 High Street", addressLine2: null, town: "Newport", postcode: "NP20 1AA" };
    given(trainersSession)
      .when(edit(as.trainer, { remote: false, address, meetingPlatform: "teams", meetingLink: "https://teams.microsoft.com/l/1" }))
      .then(edited(TRAINER, { remote: false, address, meetingPlatform: null, meetingLink: null }));
  });

  it("lets a trainer keep the special module of an admin's session, following the course", () => {
    const tttSession = scheduled([TRAINER], ADMIN, { modules: ["train-the-trainer"] });
    expect(mapModulesToCourse(["train-the-trainer"], "YOUNG_PEOPLE")).toEqual(["trainer-upskill"]);
    given(tttSession)
      .when(edit(as.trainer, { course: "YOUNG_PEOPLE", modules: ["trainer-upskill"] }))
      .then(edited(TRAINER, { course: "YOUNG_PEOPLE", modules: ["trainer-upskill"] }, ONE_DATE, ADMIN));
    given(tttSession)
      .when(edit(as.trainer, { modules: ["1"] }))
      .thenFails({ _tag: "NotAllowed", reason: message("product.specialModuleRemovalAdminOnly") });
    given(tttSession)
      .when(edit(as.trainer, { course: "YOUNG_PEOPLE", modules: ["train-the-trainer"] }))
      .thenFails({ fields: { modules: message("product.moduleNotInCourse") } });
  });

  it("lets only an admin add the special module", () => {
    given(trainersSession)
      .when(edit(as.trainer, { modules: ["1", "train-the-trainer"] }))
      .thenFails({ _tag: "NotAllowed", reason: message("product.specialModuleAdminOnly") });
    given(trainersSession)
      .when(edit(as.admin, { modules: ["1", "train-the-trainer"] }))
      .then(edited(ADMIN, { modules: ["1", "train-the-trainer"] }));
  });

  it("lets a local lead choose trainers from their group or themself, and keep the session's own", () => {
    given(trainersSession)
      .when(edit(as.lead, { partnerTrainer1: LEAD, partnerTrainer2: GROUP_TRAINER }))
      .then(edited(LEAD, { trainerIds: [LEAD, GROUP_TRAINER] }));
    given(trainersSession)
      .when(edit(as.lead, { partnerTrainer1: TRAINER, partnerTrainer2: OTHER_TRAINER }))
      .thenFails({ fields: { partnerTrainer2: message("product.trainerNotInGroup") } });
    // An admin put an outside trainer on the session: the group's lead may still edit it and keep them.
    given(scheduled([TRAINER, OTHER_TRAINER], ADMIN))
      .when(edit(as.lead, { partnerTrainer1: TRAINER, partnerTrainer2: OTHER_TRAINER }, [TRAINER, OTHER_TRAINER]))
      .then(edited(LEAD, { trainerIds: [TRAINER, OTHER_TRAINER] }, ONE_DATE, ADMIN));
  });

  it("keeps a trainer among the trainers of a session they edit, and two trainers different", () => {
    given(trainersSession)
      .when(edit(as.trainer, { partnerTrainer1: GROUP_TRAINER }))
      .thenFails({ fields: { partnerTrainer1: message("product.trainerMustIncludeSelf") } });
    given(trainersSession)
      .when(edit(as.admin, { partnerTrainer1: TRAINER, partnerTrainer2: TRAINER }))
      .thenFails({ fields: { partnerTrainer2: message("product.trainersMustDiffer") } });
  });

  it("refuses anyone but the session's trainers, their local leads and admins", () => {
    given(trainersSession)
      .when(edit(as.otherTrainer, { partnerTrainer1: OTHER_TRAINER }))
      .thenFails({ _tag: "NotAllowed" });
    given(trainersSession).when(edit(as.otherLead)).thenFails({ _tag: "NotAllowed" });
    given(trainersSession).when(edit(as.participant)).thenFails({ _tag: "NotAllowed" });
  });

  it("finds no session that was never scheduled or was deleted", () => {
    given().when(edit(as.admin)).thenFails({ _tag: "NotFound" });
    given(trainersSession, {
      type: "SessionDeleted",
      data: { sessionId: "s-1", shortId: "abcd2345", trainerIds: [TRAINER], deletedBy: TRAINER, deletedAt: "2026-11-22T09:00:00.000Z" },
    })
      .when(edit(as.admin))
      .thenFails({ _tag: "NotFound" });
  });

  it("edits on top of earlier edits", () => {
    given(trainersSession, edited(TRAINER, { dates: NEW_DATE }))
      .when(edit(as.trainer, { dates: ONE_DATE }))
      .then(edited(TRAINER, {}, NEW_DATE));
  });
});
