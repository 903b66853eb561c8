import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_TEXTS, formatSessionDayToDecide, en } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { STRONG_PASSWORD, followVerificationLink, isTo } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { assembleSessionCast, createSession, inDays, sessionForm, type SessionCast } from "@wellbeing/testkit/sessionCast";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";
import { translator } from "@wellbeing/i18n";

// Everything sent about a session follows its recipient's language (issue 11): the language on their
// account, or both, Welsh first, for an address without one. Read from a real SMTP server.

let system: TestSystem;
let cast: SessionCast;
let session: { id: string; shortId: string };
let megan: ApiClient;

const DAY = { sessionDate: inDays(14), startTime: "10:00", endTime: "12:00" };
const welshDay = () => formatSessionDayToDecide(translator(cy, "cy"), "cy", DAY);
const englishDay = () => formatSessionDayToDecide(translator(en, "en"), "en", DAY);
const mailTo = (address: string, subject: RegExp) => system.mail.waitFor((mail) => isTo(address)(mail) && subject.test(mail.subject), 10_000);
const send = (kind: "registration" | "reminder", recipients: string[], headers: Record<string, string> = {}) =>
  cast.as.trainer.post(`/api/sessions/${session.id}/emails?type=${kind}`, { recipients, extraInformation: null }, headers);

beforeAll(async () => {
  system = await startTestSystem();
  cast = await assembleSessionCast(system);
  session = await createSession(cast.as.trainer, sessionForm(cast.ids.trainer, { dates: [DAY] }));
  megan = new ApiClient(system.url);
  const signedUp = await megan.post("/api/participant", { name: "Megan Jones", email: "megan@example.org", password: STRONG_PASSWORD, language: "cy" });
  expect(signedUp.status).toBe(201);
  await followVerificationLink(system, "megan@example.org", megan);
});

afterAll(async () => {
  await system.stop();
});

describe("a session's e-mails", () => {
  it("an invitation reaches a Welsh account in Welsh and an address without an account in both, Welsh first", async () => {
    const sent = await send("registration", ["megan@example.org", "nobody@example.org"]);
    expect(sent.status).toBe(200);

    const toMegan = await mailTo("megan@example.org", /Gwahoddiad/);
    expect(toMegan.subject).toBe("Gwahoddiad: sesiwn hyfforddi Cwrs safonol");
    expect(toMegan.text).toContain(`Dyddiad(au): ${welshDay()}`);
    expect(toMegan.text).toContain("Cofrestru ar gyfer y sesiwn hon");
    expect(toMegan.text).not.toContain("invited");

    const toNobody = await mailTo("nobody@example.org", /Gwahoddiad/);
    expect(toNobody.subject).toBe("Gwahoddiad: sesiwn hyfforddi Cwrs safonol / You're invited: Standard course training session");
    expect(toNobody.text.indexOf(`Dyddiad(au): ${welshDay()}`)).toBeGreaterThanOrEqual(0);
    expect(toNobody.text.indexOf("Cofrestru ar gyfer y sesiwn hon")).toBeLessThan(toNobody.text.indexOf(`Date(s): ${englishDay()}`));
  });

  it("a reminder to a Welsh account is in Welsh, its day with its weekday and year", async () => {
    expect((await send("reminder", ["megan@example.org"])).status).toBe(200);
    const reminder = await mailTo("megan@example.org", /Nodyn atgoffa/);
    expect(reminder.subject).toBe(`Nodyn atgoffa: eich sesiwn hyfforddi Cwrs safonol ${welshDay()}`);
    expect(reminder.text).toContain("1 Commercial Street, Newport, NP20 1AA");
    expect(reminder.text).not.toContain("Reminder");
  });

  it("the registration confirmation and its calendar file are in the registrant's language", async () => {
    const registered = await megan.request("PATCH", `/api/sessions/${session.id}/confirm-email`, { email: "megan@example.org", status: "confirmed" });
    expect(registered.status).toBe(200);
    const confirmation = await mailTo("megan@example.org", /Rydych wedi cofrestru/);
    expect(confirmation.subject).toBe("Rydych wedi cofrestru: Cwrs safonol: Modiwl 1");
    expect(confirmation.text).toContain("Cwblhewch y gwerthusiad cyn y cwrs nawr");
    const calendar = confirmation.attachments
      .find((attachment) => attachment.filename === "session.ics")!
      .content.toString("utf8")
      .replace(/\r?\n /g, "");
    expect(calendar).toContain("SUMMARY:Cwrs safonol: Modiwl 1");
    expect(calendar).toContain(`Pryd: ${welshDay().replace(/,/g, "\\,")}`);
    expect(calendar).not.toContain("Trainers:");
  });

  it("a scheduled survey e-mail goes out in each recipient's language when it is due; cancelling answers in the sender's", async () => {
    const schedule = (recipients: string[], seconds: number, headers: Record<string, string> = {}) =>
      cast.as.trainer.post(
        `/api/sessions/${session.id}/scheduled-emails`,
        { date: new Date(Date.now() + seconds * 1000).toISOString(), surveyType: "post", recipients },
        headers,
      );
    expect((await schedule(["megan@example.org", "later@example.org"], 1)).status).toBe(201);
    const toMegan = await mailTo("megan@example.org", /Cwblhewch eich gwerthusiad/);
    expect(toMegan.subject).toBe("Cwblhewch eich gwerthusiad: Gwerthusiad ar ôl y sesiwn");
    expect(toMegan.text).not.toContain("Please complete");
    const toLater = await mailTo("later@example.org", /Cwblhewch eich gwerthusiad/);
    expect(toLater.subject).toBe("Cwblhewch eich gwerthusiad: Gwerthusiad ar ôl y sesiwn / Please complete your evaluation: Post-session evaluation");

    const waiting = await schedule(["nobody@example.org"], 3600, { "accept-language": "cy" });
    expect(waiting.body.message).toBe("Wedi'i wneud! Mae'r e-bost wedi'i drefnu'n llwyddiannus");
    const cancelled = await cast.as.trainer.request("DELETE", `/api/sessions/${session.id}/scheduled-emails/${waiting.body.scheduledEmailId}`, undefined, {
      "accept-language": "cy",
    });
    expect(cancelled.body).toEqual({ message: "Mae'r e-bost wedi'i ganslo'n llwyddiannus" });
  });

  it("the answer's message is in the sender's language, English word for word by default", async () => {
    expect((await send("registration", ["someone@example.org"], { "accept-language": "cy" })).body.message).toBe(
      "Wedi'i wneud! Mae'r negeseuon e-bost wedi'u hanfon yn llwyddiannus",
    );
    expect((await send("registration", ["someone.else@example.org"])).body.message).toBe(MAIL_TEXTS.sent);
  });
});
