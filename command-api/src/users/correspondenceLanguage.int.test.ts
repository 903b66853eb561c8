import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userStream } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { STRONG_PASSWORD, isTo } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// Each person is asked which language they want for correspondence, and the answer is kept (issue 11).

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system.stop();
});

const recordedLanguages = async (userId: string) =>
  (await system.store.readStream(userStream(userId))).flatMap((event) => {
    const data = event.data as { language?: string };
    return event.type === "UserRegistered" || event.type === "CorrespondenceLanguageChosen" ? [`${event.type}:${data.language ?? "none"}`] : [];
  });

describe("the language of a person's correspondence", () => {
  it("is the one asked at sign-up, else the screen's, and is changed on My Account", async () => {
    const asked = new ApiClient(system.url);
    const signedUp = await asked.post("/api/participant", { name: "Megan Jones", email: "megan@example.org", password: STRONG_PASSWORD, language: "cy" });
    expect(signedUp.status).toBe(201);
    expect(await recordedLanguages(signedUp.body.userId)).toEqual(["UserRegistered:cy"]);
    expect(signedUp.body.language).toBe("cy");
    expect((await system.mail.waitFor(isTo("megan@example.org"))).subject).toBe("Dilyswch eich cyfeiriad e-bost");

    const onScreen = new ApiClient(system.url);
    const byScreen = await onScreen.post(
      "/api/participant",
      { name: "Rhys Evans", email: "rhys@example.org", password: STRONG_PASSWORD },
      { cookie: "wb_lang=cy" },
    );
    expect(await recordedLanguages(byScreen.body.userId)).toEqual(["UserRegistered:cy"]);

    expect((await asked.request("PATCH", "/api/users/language", { language: "en" })).status).toBe(200);
    expect((await asked.request("PATCH", "/api/users/language", { language: "en" })).status).toBe(200);
    expect(await recordedLanguages(signedUp.body.userId)).toEqual(["UserRegistered:cy", "CorrespondenceLanguageChosen:en"]);
    expect((await asked.get("/api/users/auth")).body.language).toBe("en");
  });

  it("is the one the admin was told when adding a staff member", async () => {
    const admin = new ApiClient(system.url);
    await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    const added = await admin.post("/api/users/", {
      name: "Carys Lloyd",
      email: "carys@example.org",
      role: "localLead",
      localAuthorities: ["Torfaen"],
      language: "cy",
    });
    expect(added.status).toBe(201);
    expect(await recordedLanguages(added.body._id)).toEqual(["UserRegistered:cy"]);
    const invitation = await system.mail.waitFor(isTo("carys@example.org"));
    expect(invitation.subject).toBe("Gwahoddiad i Hyfforddiant llesiant");
    expect(invitation.text).toContain("Croeso, Carys Lloyd");
  });

  it("is both, Welsh first, in one e-mail when nobody said which", async () => {
    const admin = new ApiClient(system.url);
    await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    await admin.post("/api/users/", { name: "Dewi Price", email: "dewi@example.org", role: "localLead", localAuthorities: ["Newport"] });
    const invitation = await system.mail.waitFor(isTo("dewi@example.org"));
    expect(invitation.subject).toBe("Gwahoddiad i Hyfforddiant llesiant / You're invited to Wellbeing training");
    expect(invitation.text.indexOf("Croeso, Dewi Price")).toBeLessThan(invitation.text.indexOf("Welcome, Dewi Price"));
  });

  it("refuses a language we do not work in, and a caller not logged in", async () => {
    const person = new ApiClient(system.url);
    await person.post("/api/participant", { name: "Sam Hughes", email: "sam@example.org", password: STRONG_PASSWORD });
    expect((await person.request("PATCH", "/api/users/language", { language: "fr" })).status).toBe(400);
    expect((await new ApiClient(system.url).request("PATCH", "/api/users/language", { language: "cy" })).status).toBe(401);
  });
});
