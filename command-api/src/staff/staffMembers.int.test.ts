import { afterAll, beforeAll, describe, it } from "vitest";
import { PRODUCT_TEXTS, userStream } from "@wellbeing/domain";
import { answer, appended, existingStream, nothingAppended, refused, startCommandSpecification, type CommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

// The staff commands decided on one person's user stream (decideOnStaffMember): archive, restore, leave or remove from a group.

let spec: CommandSpecification;

beforeAll(async () => {
  spec = await startCommandSpecification();
});

afterAll(async () => {
  await spec?.stop();
});

/** An admin, a local lead, and a trainer in the lead's group. */
const story = () => {
  const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
  const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: lead.userId });
  return { admin, lead, trainer, people: [...admin.streams, ...lead.streams, ...trainer.streams] };
};

describe("POST users/:id/archive", () => {
  it("given a trainer, when an admin archives them, then their staff account is archived", async () => {
    const { admin, trainer, people } = story();
    await spec
      .given(...people)
      .when({ method: "POST", url: `/api/users/${trainer.userId}/archive`, as: admin.as })
      .then(answer(204), appended(userStream(trainer.userId), { type: "StaffArchived", data: { userId: trainer.userId, archivedAt: spec.now.toISOString() } }));
  });

  it("given an admin, when they archive themself, then it is refused with the specification's message and nothing is appended", async () => {
    const { admin, people } = story();
    await spec
      .given(...people)
      .when({ method: "POST", url: `/api/users/${admin.userId}/archive`, as: admin.as })
      .then(refused(403, PRODUCT_TEXTS.cannotArchiveYourself), nothingAppended());
  });

  it("given a trainer, when a local lead archives them, then it is refused (403) and nothing is appended", async () => {
    const { lead, trainer, people } = story();
    await spec
      .given(...people)
      .when({ method: "POST", url: `/api/users/${trainer.userId}/archive`, as: lead.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });
});

describe("POST users/:id/restore", () => {
  it("given an archived trainer, when an admin restores them, then their staff account is restored", async () => {
    const { admin, trainer, people } = story();
    await spec
      .given(...people, existingStream(userStream(trainer.userId), { type: "StaffArchived", data: { userId: trainer.userId, archivedAt: spec.now.toISOString() } }))
      .when({ method: "POST", url: `/api/users/${trainer.userId}/restore`, as: admin.as })
      .then(answer(204), appended(userStream(trainer.userId), { type: "StaffRestored", data: { userId: trainer.userId, restoredAt: spec.now.toISOString() } }));
  });

  it("given a participant, when an admin restores them, then it is refused with the specification's message and nothing is appended", async () => {
    const { admin, people } = story();
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...people, ...ana.streams)
      .when({ method: "POST", url: `/api/users/${ana.userId}/restore`, as: admin.as })
      .then(refused(404, "No staff member found"), nothingAppended());
  });

  it("given an archived trainer, when they restore themself, then it is refused (403) and nothing is appended", async () => {
    const { trainer, people } = story();
    await spec
      .given(...people, existingStream(userStream(trainer.userId), { type: "StaffArchived", data: { userId: trainer.userId, archivedAt: spec.now.toISOString() } }))
      .when({ method: "POST", url: `/api/users/${trainer.userId}/restore`, as: trainer.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });
});

describe("DELETE local-lead/:leadId/trainer/:trainerId", () => {
  it("given a trainer in a lead's group, when the lead removes them, then the trainer leaves the group", async () => {
    const { lead, trainer, people } = story();
    await spec
      .given(...people)
      .when({ method: "DELETE", url: `/api/local-lead/${lead.userId}/trainer/${trainer.userId}`, as: lead.as })
      .then(
        answer(204),
        appended(userStream(trainer.userId), { type: "TrainerLeftGroup", data: { userId: trainer.userId, localLeadId: lead.userId, removedBy: "localLead", leftAt: spec.now.toISOString() } }),
      );
  });

  it("given a local lead, when they remove themself from their list, then it is refused with the specification's message and nothing is appended", async () => {
    const { lead, people } = story();
    await spec
      .given(...people)
      .when({ method: "DELETE", url: `/api/local-lead/${lead.userId}/trainer/${lead.userId}`, as: lead.as })
      .then(refused(403, PRODUCT_TEXTS.cannotRemoveYourself), nothingAppended());
  });

  it("given a trainer in a lead's group, when an admin removes them, then it is refused (403) and nothing is appended", async () => {
    const { admin, lead, trainer, people } = story();
    await spec
      .given(...people)
      .when({ method: "DELETE", url: `/api/local-lead/${lead.userId}/trainer/${trainer.userId}`, as: admin.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });
});

describe("DELETE remove/:localLeadId/:trainerId (leave a group by the e-mailed link)", () => {
  it("given a trainer in a lead's group, when the trainer leaves it, then they are no longer in the group", async () => {
    const { lead, trainer, people } = story();
    await spec
      .given(...people)
      .when({ method: "DELETE", url: `/api/remove/${lead.userId}/${trainer.userId}`, as: trainer.as })
      .then(
        answer(204),
        appended(userStream(trainer.userId), { type: "TrainerLeftGroup", data: { userId: trainer.userId, localLeadId: lead.userId, removedBy: "trainer", leftAt: spec.now.toISOString() } }),
      );
  });

  it("given a trainer in no group, when they leave a lead's group, then it is refused with the specification's message and nothing is appended", async () => {
    const { lead, people } = story();
    const loner = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...people, ...loner.streams)
      .when({ method: "DELETE", url: `/api/remove/${lead.userId}/${loner.userId}`, as: loner.as })
      .then(refused(404, "No group membership found"), nothingAppended());
  });

  it("given a trainer in a lead's group, when someone else takes them out by the link, then it is refused (403) and nothing is appended", async () => {
    const { admin, lead, trainer, people } = story();
    await spec
      .given(...people)
      .when({ method: "DELETE", url: `/api/remove/${lead.userId}/${trainer.userId}`, as: admin.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });
});
