import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, sessionStream } from "@wellbeing/domain";
import { createSession, inDays, sessionForm } from "../support/sessionCast";
import { sessionCastSuite } from "../support/sessionCastSuite";
import { eventCount, eventText } from "../support/storedEvents";

const suite = sessionCastSuite();

const editPath = (id: string) => `/api/session-edit/${id}`;
const trainersForm = (overrides: Record<string, unknown> = {}) => sessionForm(suite.cast.ids.trainer, overrides);

describe("editing a session (PATCH /api/session-edit/:id)", () => {
  it("lets the session's trainer change it; the details show the new values at once", async () => {
    const session = await createSession(suite.cast.as.trainer, trainersForm());
    const newDate = { sessionDate: inDays(20), startTime: "13:00", endTime: "15:30" };
    const edited = await suite.cast.as.trainer.request("PATCH", editPath(session.id), trainersForm({ dates: [newDate], capacity: 20, extraInfo: "Room 4" }));
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ id: session.id });
    expect(edited.headers.get("x-consistency-token")).toMatch(/^\d+\.\d+$/);

    const details = await suite.cast.as.trainer.get(`/api/session-details/${session.id}`);
    expect(details.body).toMatchObject({ id: session.id, shortId: session.shortId, dates: [newDate], capacity: 20, extraInfo: "Room 4" });
  });

  it("records the full new details with the dates the session had before, the contact e-mail sealed", async () => {
    const session = await createSession(suite.cast.as.trainer, trainersForm());
    const newDate = { sessionDate: inDays(30), startTime: "09:00", endTime: "11:00" };
    await suite.cast.as.admin.request("PATCH", editPath(session.id), trainersForm({ dates: [newDate], contactEmail: "office@demo.test" }));

    const events = await suite.system.store.readStream(sessionStream(session.id));
    expect(events.map((event) => event.type)).toEqual(["SessionScheduled", "SessionEdited"]);
    expect(events[1]!.data).toMatchObject({
      sessionId: session.id,
      dates: [newDate],
      previousDates: [{ sessionDate: inDays(14), startTime: "10:00", endTime: "12:00" }],
      contactEmail: "office@demo.test",
      scheduledBy: suite.cast.ids.trainer,
      editedBy: suite.cast.ids.admin,
    });
    const stored = (await suite.system.sealedStore.readStream(sessionStream(session.id))).find((event) => event.type === "SessionEdited");
    expect(eventText(stored!)).not.toContain("office@demo.test");
  });

  it("allows the trainers, their local lead and admins; refuses everyone else, before judging their input", async () => {
    const session = await createSession(suite.cast.as.trainer, trainersForm());
    const before = await eventCount(suite.system);
    expect((await suite.cast.as.anonymous.request("PATCH", editPath(session.id), trainersForm())).status).toBe(401);
    expect((await suite.cast.as.participant.request("PATCH", editPath(session.id), trainersForm())).status).toBe(403);
    expect((await suite.cast.as.otherTrainer.request("PATCH", editPath(session.id), trainersForm())).status).toBe(403);
    expect((await suite.cast.as.otherLead.request("PATCH", editPath(session.id), trainersForm())).status).toBe(403);
    expect((await suite.cast.as.otherTrainer.request("PATCH", editPath(session.id), { capacity: 0 })).status).toBe(403);
    expect(await eventCount(suite.system)).toBe(before);

    expect((await suite.cast.as.trainer.request("PATCH", editPath(session.id), trainersForm({ capacity: 13 }))).status).toBe(200);
    expect((await suite.cast.as.lead.request("PATCH", editPath(session.id), trainersForm({ capacity: 14 }))).status).toBe(200);
    expect((await suite.cast.as.admin.request("PATCH", editPath(session.id), trainersForm({ capacity: 15 }))).status).toBe(200);
    expect((await suite.cast.as.admin.get(`/api/session-details/${session.id}`)).body.capacity).toBe(15);
  });

  it("answers every bad field with the specification's message, an unknown session with 404, and appends nothing", async () => {
    const session = await createSession(suite.cast.as.trainer, trainersForm());
    const before = await eventCount(suite.system);
    const refused = await suite.cast.as.trainer.request(
      "PATCH",
      editPath(session.id),
      trainersForm({ dates: [{ sessionDate: inDays(3), startTime: "12:00", endTime: "11:00" }], capacity: 0, modules: [], contactEmail: "nope" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      "dates.0.endTime": VALIDATION.endBeforeStart,
      capacity: VALIDATION.positiveNumber,
      modules: VALIDATION.selectAtLeastOne,
      contactEmail: VALIDATION.invalidEmail,
    });
    expect((await suite.cast.as.trainer.request("PATCH", editPath(session.id), trainersForm({ remote: true }))).body.fields).toEqual({
      meetingPlatform: VALIDATION.required,
      meetingLink: VALIDATION.required,
    });
    expect((await suite.cast.as.trainer.request("PATCH", editPath(session.id), "null")).status).toBe(400);
    expect((await suite.cast.as.admin.request("PATCH", editPath("0190a1b2-0000-7000-8000-000000000001"), trainersForm())).status).toBe(404);
    expect((await suite.cast.as.admin.request("PATCH", editPath("not-an-id"), trainersForm())).status).toBe(404);
    expect(await eventCount(suite.system)).toBe(before);
  });

  it("lets only an admin add or remove dates, keeping one to four", async () => {
    const session = await createSession(suite.cast.as.trainer, trainersForm());
    const twoDates = [
      { sessionDate: inDays(14), startTime: "10:00", endTime: "12:00" },
      { sessionDate: inDays(21), startTime: "10:00", endTime: "12:00" },
    ];
    const added = await suite.cast.as.trainer.request("PATCH", editPath(session.id), trainersForm({ dates: twoDates }));
    expect(added.status).toBe(403);
    expect(added.body.error).toBe(PRODUCT_TEXTS.dateCountAdminOnly);
    expect((await suite.cast.as.lead.request("PATCH", editPath(session.id), trainersForm({ dates: twoDates }))).status).toBe(403);
    expect((await suite.cast.as.admin.request("PATCH", editPath(session.id), trainersForm({ dates: twoDates }))).status).toBe(200);
    expect((await suite.cast.as.admin.request("PATCH", editPath(session.id), trainersForm({ dates: [] }))).body.fields).toEqual({ dates: VALIDATION.minOneDate });
    const five = Array.from({ length: 5 }, (_, index) => ({ sessionDate: inDays(14 + index) }));
    expect((await suite.cast.as.admin.request("PATCH", editPath(session.id), trainersForm({ dates: five }))).body.fields).toEqual({ dates: VALIDATION.maxFourDates });
    const removed = await suite.cast.as.trainer.request("PATCH", editPath(session.id), trainersForm({ dates: [twoDates[0]] }));
    expect(removed.body.error).toBe(PRODUCT_TEXTS.dateCountAdminOnly);
    expect((await suite.cast.as.admin.get(`/api/session-details/${session.id}`)).body.dates).toEqual(twoDates);
  });

  it("resets the online details when a session turns face to face", async () => {
    const online = { remote: true, address: null, meetingPlatform: "zoom", meetingLink: "https://zoom.us/j/123" };
    const session = await createSession(suite.cast.as.trainer, trainersForm(online));
    const address = { addressLine1: "2 High Street", addressLine2: null, town: "Newport", postcode: "NP20 1AB" };
    await suite.cast.as.trainer.request("PATCH", editPath(session.id), trainersForm({ ...online, remote: false, address }));
    expect((await suite.cast.as.trainer.get(`/api/session-details/${session.id}`)).body).toMatchObject({
      remote: false,
      address,
      meetingPlatform: null,
      meetingLink: null,
    });
  });

  it("keeps the special module admin-only, following the course on an edit", async () => {
    const session = await createSession(suite.cast.as.trainer, trainersForm());
    const added = await suite.cast.as.trainer.request("PATCH", editPath(session.id), trainersForm({ modules: ["1", "train-the-trainer"] }));
    expect(added.status).toBe(403);
    expect(added.body.error).toBe(PRODUCT_TEXTS.specialModuleAdminOnly);

    const ttt = await createSession(suite.cast.as.admin, trainersForm({ modules: ["train-the-trainer"] }));
    const mapped = await suite.cast.as.trainer.request("PATCH", editPath(ttt.id), trainersForm({ course: "YOUNG_PEOPLE", modules: ["trainer-upskill"] }));
    expect(mapped.status).toBe(200);
    expect((await suite.cast.as.trainer.get(`/api/session-details/${ttt.id}`)).body).toMatchObject({ course: "YOUNG_PEOPLE", modules: ["trainer-upskill"] });
    const dropped = await suite.cast.as.trainer.request("PATCH", editPath(ttt.id), trainersForm({ course: "YOUNG_PEOPLE", modules: ["1"] }));
    expect(dropped.body.error).toBe(PRODUCT_TEXTS.specialModuleRemovalAdminOnly);
  });

  it("lets a local lead choose their group and themself, up to two trainers", async () => {
    const session = await createSession(suite.cast.as.trainer, trainersForm());
    const outside = await suite.cast.as.lead.request("PATCH", editPath(session.id), trainersForm({ partnerTrainer2: suite.cast.ids.otherTrainer }));
    expect(outside.body.fields).toEqual({ partnerTrainer2: PRODUCT_TEXTS.trainerNotInGroup });
    expect((await suite.cast.as.lead.request("PATCH", editPath(session.id), trainersForm({ partnerTrainer2: suite.cast.ids.lead }))).status).toBe(200);
    const details = await suite.cast.as.lead.get(`/api/session-details/${session.id}`);
    expect(details.body.trainers).toEqual([
      { id: suite.cast.ids.trainer, name: "Tara Trainer" },
      { id: suite.cast.ids.lead, name: "Lee Lead" },
    ]);
    const same = await suite.cast.as.admin.request("PATCH", editPath(session.id), trainersForm({ partnerTrainer2: suite.cast.ids.trainer }));
    expect(same.body.fields).toEqual({ partnerTrainer2: PRODUCT_TEXTS.trainersMustDiffer });
    const self = await suite.cast.as.trainer.request("PATCH", editPath(session.id), trainersForm({ partnerTrainer1: suite.cast.ids.lead }));
    expect(self.body.fields).toEqual({ partnerTrainer1: PRODUCT_TEXTS.trainerMustIncludeSelf });
  });

  it("hands a session over: an admin moves it to another group's trainer, who may then manage it", async () => {
    const session = await createSession(suite.cast.as.trainer, trainersForm());
    const moved = await suite.cast.as.admin.request("PATCH", editPath(session.id), sessionForm(suite.cast.ids.otherTrainer));
    expect(moved.status).toBe(200);
    const token = { "x-consistency-token": moved.headers.get("x-consistency-token")! };
    expect((await suite.cast.as.trainer.get(`/api/session-details/${session.id}`, token)).status).toBe(403);
    expect((await suite.cast.as.otherLead.get(`/api/session-details/${session.id}`, token)).status).toBe(200);
    expect((await suite.cast.as.otherTrainer.request("PATCH", editPath(session.id), sessionForm(suite.cast.ids.otherTrainer, { capacity: 9 }))).status).toBe(200);
  });
});
