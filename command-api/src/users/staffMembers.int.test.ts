import { describe, it } from "vitest";
import { PRODUCT_TEXTS, userStream } from "@wellbeing/domain";
import { answer, appended, existingStream, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { givenAccount } from "../testing/givenStreams";

// The staff commands decided on one person's user stream (decideOnStaffMember): archive, restore, leave or remove from a group.

const spec = useCommandSpecification();

/** An admin, a local lead, and a trainer in the lead's group. */
const story = () => {
  const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
  const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: lead.userId });
  return { admin, lead, trainer, people: [...admin.streams, ...lead.streams, ...trainer.streams] };
};

const UNKNOWN = "00000000-0000-7000-8000-000000000000";
const archived = (userId: string) => existingStream(userStream(userId), { type: "StaffArchived", data: { userId, archivedAt: spec.now.toISOString() } });

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

  it("given an archived trainer, when an admin archives them again, then it is accepted and nothing is appended", async () => {
    const { admin, trainer, people } = story();
    await spec
      .given(...people, archived(trainer.userId))
      .when({ method: "POST", url: `/api/users/${trainer.userId}/archive`, as: admin.as })
      .then(answer(204), nothingAppended());
  });

  it("given a local lead, when an admin archives them, then their staff account is archived", async () => {
    const { admin, lead, people } = story();
    await spec
      .given(...people)
      .when({ method: "POST", url: `/api/users/${lead.userId}/archive`, as: admin.as })
      .then(answer(204), appended(userStream(lead.userId), { type: "StaffArchived", data: { userId: lead.userId, archivedAt: spec.now.toISOString() } }));
  });

  it("given a participant, when an admin archives them or nobody at all, then it is not found (404) and nothing is appended", async () => {
    const { admin, people } = story();
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...people, ...ana.streams)
      .when({ method: "POST", url: `/api/users/${ana.userId}/archive`, as: admin.as })
      .then(refused(404, "No staff member found"), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: `/api/users/${UNKNOWN}/archive`, as: admin.as })
      .then(refused(404, "No staff member found"), nothingAppended());
  });

  it.each(["trainer", "participant"] as const)("given a trainer, when a %s archives them, then it is refused (403) and nothing is appended", async (role) => {
    const { trainer, people } = story();
    const caller = givenAccount(spec.deps.emailIndex, spec.now, { role });
    await spec
      .given(...people, ...caller.streams)
      .when({ method: "POST", url: `/api/users/${trainer.userId}/archive`, as: caller.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given a trainer, when nobody logged in archives them, then it is refused (401) and nothing is appended", async () => {
    const { trainer, people } = story();
    await spec
      .given(...people)
      .when({ method: "POST", url: `/api/users/${trainer.userId}/archive` })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });
});

describe("POST users/:id/restore", () => {
  it("given an archived trainer, when an admin restores them, then their staff account is restored", async () => {
    const { admin, trainer, people } = story();
    await spec
      .given(
        ...people,
        existingStream(userStream(trainer.userId), { type: "StaffArchived", data: { userId: trainer.userId, archivedAt: spec.now.toISOString() } }),
      )
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
      .given(
        ...people,
        existingStream(userStream(trainer.userId), { type: "StaffArchived", data: { userId: trainer.userId, archivedAt: spec.now.toISOString() } }),
      )
      .when({ method: "POST", url: `/api/users/${trainer.userId}/restore`, as: trainer.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given an admin, when they restore someone named by no id, then it is not found (404) and nothing is appended", async () => {
    const { admin, people } = story();
    await spec
      .given(...people)
      .when({ method: "POST", url: "/api/users/nobody/restore", as: admin.as })
      .then(refused(404, "No user found"), nothingAppended());
  });

  it.each(["localLead", "participant"] as const)(
    "given an archived trainer, when a %s restores them, then it is refused (403) and nothing is appended",
    async (role) => {
      const { trainer, people } = story();
      const caller = givenAccount(spec.deps.emailIndex, spec.now, { role });
      await spec
        .given(...people, ...caller.streams, archived(trainer.userId))
        .when({ method: "POST", url: `/api/users/${trainer.userId}/restore`, as: caller.as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    },
  );
});

describe("DELETE local-lead/:leadId/trainer/:trainerId", () => {
  it("given a trainer in a lead's group, when the lead removes them, then the trainer leaves the group", async () => {
    const { lead, trainer, people } = story();
    await spec
      .given(...people)
      .when({ method: "DELETE", url: `/api/local-lead/${lead.userId}/trainer/${trainer.userId}`, as: lead.as })
      .then(
        answer(204),
        appended(userStream(trainer.userId), {
          type: "TrainerLeftGroup",
          data: { userId: trainer.userId, localLeadId: lead.userId, removedBy: "localLead", leftAt: spec.now.toISOString() },
        }),
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

  it("given a lead's group, when the lead removes a trainer who left it, a participant, nobody or no id, then it is not found (404) and nothing is appended", async () => {
    const { lead, people } = story();
    const otherLead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    const gone = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: otherLead.userId });
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const removeUrl = (trainerId: string) => `/api/local-lead/${lead.userId}/trainer/${trainerId}`;
    await spec
      .given(...people, ...otherLead.streams, ...gone.streams, ...ana.streams)
      .when({ method: "DELETE", url: removeUrl(gone.userId), as: lead.as })
      .then(answer(404), nothingAppended());
    for (const trainerId of [ana.userId, UNKNOWN, "not-an-id"]) {
      await spec
        .given()
        .when({ method: "DELETE", url: removeUrl(trainerId), as: lead.as })
        .then(answer(404), nothingAppended());
    }
  });

  it("given a trainer in a lead's group, when another lead removes them from that group, then it is refused (403) and nothing is appended", async () => {
    const { lead, trainer, people } = story();
    const otherLead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    await spec
      .given(...people, ...otherLead.streams)
      .when({ method: "DELETE", url: `/api/local-lead/${lead.userId}/trainer/${trainer.userId}`, as: otherLead.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it.each(["trainer", "participant"] as const)(
    "given a trainer in a lead's group, when a %s removes them, then it is refused (403) and nothing is appended",
    async (role) => {
      const { lead, trainer, people } = story();
      const caller = givenAccount(spec.deps.emailIndex, spec.now, { role });
      await spec
        .given(...people, ...caller.streams)
        .when({ method: "DELETE", url: `/api/local-lead/${lead.userId}/trainer/${trainer.userId}`, as: caller.as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    },
  );

  it("given a trainer in a lead's group, when nobody logged in removes them, then it is refused (401) and nothing is appended", async () => {
    const { lead, trainer, people } = story();
    await spec
      .given(...people)
      .when({ method: "DELETE", url: `/api/local-lead/${lead.userId}/trainer/${trainer.userId}` })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
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
        appended(userStream(trainer.userId), {
          type: "TrainerLeftGroup",
          data: { userId: trainer.userId, localLeadId: lead.userId, removedBy: "trainer", leftAt: spec.now.toISOString() },
        }),
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

  it.each(["lead", "participant"] as const)(
    "given a trainer in a lead's group, when the %s takes them out by the link, then it is refused (403) and nothing is appended",
    async (who) => {
      const { lead, trainer, people } = story();
      const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
      const caller = who === "lead" ? lead : ana;
      await spec
        .given(...people, ...ana.streams)
        .when({ method: "DELETE", url: `/api/remove/${lead.userId}/${trainer.userId}`, as: caller.as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    },
  );

  it("given a trainer in a lead's group, when nobody logged in uses the link, then it is refused (401) and nothing is appended", async () => {
    const { lead, trainer, people } = story();
    await spec
      .given(...people)
      .when({ method: "DELETE", url: `/api/remove/${lead.userId}/${trainer.userId}` })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });

  it("given a trainer who left a lead's group, when they leave it again or a group named by no id, then there is no such membership (404) and nothing is appended", async () => {
    const { lead, trainer, people } = story();
    const left = existingStream(userStream(trainer.userId), {
      type: "TrainerLeftGroup",
      data: { userId: trainer.userId, localLeadId: lead.userId, removedBy: "trainer", leftAt: spec.now.toISOString() },
    });
    await spec
      .given(...people, left)
      .when({ method: "DELETE", url: `/api/remove/${lead.userId}/${trainer.userId}`, as: trainer.as })
      .then(refused(404, "No group membership found"), nothingAppended());
    await spec
      .given()
      .when({ method: "DELETE", url: `/api/remove/x/${trainer.userId}`, as: trainer.as })
      .then(answer(404), nothingAppended());
  });
});
