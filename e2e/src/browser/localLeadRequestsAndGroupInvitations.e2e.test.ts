import { expect, it } from "vitest";
import { LOCAL_AUTHORITY_KEYS, en, questionnaireOf, visibleGroups, type Language } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import type { Browser, Page } from "playwright-core";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { expectAccessible } from "@wellbeing/testkit/axe";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { shoot } from "@wellbeing/testkit/screenshots";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { translator } from "@wellbeing/i18n";
import { untilTakenOver } from "@wellbeing/testkit/browser";

// Issue 24's screens, as their users meet them, in English and Welsh, at desktop width and at 390 px:
// a new trainer who ticked 'I'm managing groups of trainers' is told an admin will decide; the admin sees
// the request on the staff home and on Trainers & Local Leads and approves it; a local lead's Add Trainer of
// a trainer in another group ends in an invitation shown as pending; the trainer accepts it on its page;
// a registration page of a session that has ended says so. Each screen passes axe.

const suite = browserSuite();
const CATALOGUES = { en, cy } as const;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A browser page logged in as the client's person, in the language of the run. */
const pageAs = async (browser: Browser, client: ApiClient, language: Language): Promise<Page> => {
  const context = await browser.newContext({ baseURL: suite.system.url, viewport: DESKTOP });
  const [name, value] = client.sessionCookie!.split("=") as [string, string];
  await context.addCookies([
    { name: "wb_lang", value: language, url: suite.system.url },
    { name, value, url: suite.system.url },
  ]);
  return context.newPage();
};

/** Photographs the screen at desktop width and at 390 px (when SCREENSHOT_DIR is set), checking it with axe at both. */
const lookAt = async (page: Page, name: string) => {
  await expectAccessible(page, name);
  await shoot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await expectAccessible(page, `${name} at 390 px`);
  await shoot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
};

const logInApi = async (email: string, loginRole?: string) => {
  const client = new ApiClient(suite.system.url);
  const { userId } = await client.logIn(email, DEMO_PASSWORD, loginRole);
  return { client, userId: userId as string };
};

it.each(["en", "cy"] as const)(
  "a local lead request, a group invitation and an ended session's registration page, as their users see them (%s)",
  async (language: Language) => {
    const t = translator(CATALOGUES[language], language);
    const admin = await logInApi(DEMO_ACCOUNTS.admin);
    const tara = await logInApi(DEMO_ACCOUNTS.trainer);
    const pastTtt = await createSession(
      admin.client,
      sessionForm(tara.userId, { modules: ["train-the-trainer"], dates: [{ sessionDate: inDays(-2), startTime: "09:00", endTime: "16:00" }] }),
    );

    // A participant who attended Train the Trainer and submitted its evaluation completes their trainer account, ticking the manager box.
    const email = `lowri.${language}@example.org`;
    await registerAccount(suite.system, { email, name: `Lowri ${language.toUpperCase()}`, roles: ["participant"] });
    const lowri = await logInApi(email, "participant");
    expect((await registerBeforeItEnded(suite.system, lowri.client, pastTtt.id, email)).status).toBe(200);
    const formState = completeForm(visibleGroups(questionnaireOf("v1"), "post-train-the-trainer", { demographicsKnown: false }));
    expect(
      (await lowri.client.post("/api/survey/submit/", { sessionId: pastTtt.id, surveyType: "post-train-the-trainer", formState, disagreedToResearch: false }))
        .status,
    ).toBe(201);
    const lowriPage = await pageAs(suite.browser, lowri.client, language);
    await lowriPage.goto("/ttt-signup");
    const authorities = lowriPage.locator("#trainer-local-authorities");
    await authorities.click();
    await authorities.fill(t(LOCAL_AUTHORITY_KEYS.Newport).slice(0, 4));
    await lowriPage.getByRole("option", { name: t(LOCAL_AUTHORITY_KEYS.Newport) }).click();
    await lowriPage.keyboard.press("Escape");
    await lowriPage.getByText(t("trainerUpgrade.managerHint")).waitFor();
    await lowriPage.getByText(t("trainerUpgrade.managerLabel")).click();
    await lowriPage.getByText(t("trainerUpgrade.consentLabel")).click();
    await lowriPage.getByRole("button", { name: t("trainerUpgrade.signUp"), exact: true }).click();
    await lowriPage.waitForURL("**/how-it-works");
    await lowriPage.getByText(t("trainerUpgrade.localLeadRequestWaiting")).waitFor();
    await lookAt(lowriPage, `local-lead-requested-${language}`);
    await lowriPage.context().close();

    // The admin's home says a request waits; Trainers & Local Leads lists it; Approve, confirmed, makes a local lead.
    const adminPage = await pageAs(suite.browser, admin.client, language);
    await adminPage.goto("/dashboard");
    await adminPage.getByText(t("localLeadRequests.homeNotice", { count: 1 })).waitFor();
    // The server's page is on screen before the app runs: its buttons answer once the app has taken it over.
    await untilTakenOver(adminPage);
    await lookAt(adminPage, `admin-home-request-${language}`);
    await adminPage.getByRole("button", { name: t("localLeadRequests.review") }).click();
    await adminPage.waitForURL("**/trainers");
    const name = `Lowri ${language.toUpperCase()}`;
    await adminPage.getByRole("heading", { name: t("localLeadRequests.title") }).waitFor();
    await adminPage.getByText(email).waitFor();
    await lookAt(adminPage, `admin-requests-${language}`);
    await adminPage.getByRole("button", { name: t("localLeadRequests.approveNamed", { name }) }).click();
    await adminPage.getByText(t("localLeadRequests.confirmApprove", { name })).waitFor();
    await lookAt(adminPage, `admin-approve-confirm-${language}`);
    await adminPage
      .getByRole("alertdialog")
      .getByRole("button", { name: t("localLeadRequests.approve"), exact: true })
      .click();
    await adminPage.getByText(t("localLeadRequests.approved", { name })).waitFor();
    await expect.poll(() => adminPage.getByRole("heading", { name: t("localLeadRequests.title") }).count()).toBe(0);
    await expect.poll(async () => (await lowri.client.get("/api/users/auth")).body.users).toEqual(["participant", "localLead"]);

    // The new local lead (done with the route's screens) adds Tara, who is in Lee's group: an invitation, shown as pending; Tara stays where she is.
    await lowri.client.post("/api/select-role", { role: "localLead" });
    for (const step of ["watchTttVideo", null]) expect((await lowri.client.request("PATCH", "/api/upgrade-to-ttt", { step })).status).toBe(200);
    const leadPage = await pageAs(suite.browser, lowri.client, language);
    await leadPage.goto("/add-trainer");
    await leadPage.locator("#add-trainer-name").fill("Tara Trainer");
    await leadPage.locator("#add-trainer-email").fill(DEMO_ACCOUNTS.trainer);
    await leadPage.getByRole("button", { name: t("staffScreens.addTrainerSubmit") }).click();
    await leadPage.getByText(t("groupInvitations.invited")).waitFor();
    await lookAt(leadPage, `lead-invited-alert-${language}`);
    await leadPage.getByRole("button", { name: t("staffScreens.ok") }).click();
    await leadPage.waitForURL("**/trainers");
    await leadPage.getByRole("heading", { name: t("groupInvitations.pendingTitle") }).waitFor();
    await leadPage.getByText(t("groupInvitations.pendingTag")).waitFor();
    await lookAt(leadPage, `lead-pending-invitation-${language}`);
    expect((await tara.client.get("/api/users/auth")).body.localLead).not.toBe(lowri.userId);

    // Tara answers on the invitation's page, logged in: accepting moves her to Lowri's group.
    const taraPage = await pageAs(suite.browser, tara.client, language);
    await taraPage.goto(`/group-invitation/${lowri.userId}`);
    await taraPage.getByRole("heading", { name: t("groupInvitations.pageTitle") }).waitFor();
    await taraPage.getByRole("button", { name: t("groupInvitations.accept") }).waitFor();
    await lookAt(taraPage, `trainer-invitation-${language}`);
    await taraPage.getByRole("button", { name: t("groupInvitations.accept") }).click();
    await taraPage.getByText(t("groupInvitations.accepted", { lead: name })).waitFor();
    await taraPage.getByRole("button", { name: t("staffScreens.ok") }).click();
    await taraPage.waitForURL("**/dashboard");
    await expect.poll(async () => (await tara.client.get("/api/users/auth")).body.localLead).toBe(lowri.userId);
    await taraPage.goto(`/group-invitation/${lowri.userId}`);
    await taraPage.getByText(t("groupInvitations.noneWaiting")).waitFor();

    // An admin moves Tara back to Lee's group from her View dialog.
    await adminPage.goto("/trainers");
    await adminPage.getByRole("button", { name: t("staffScreens.viewNamed", { name: "Tara Trainer" }) }).click();
    await adminPage.getByRole("heading", { name: t("groupInvitations.moveHeading") }).waitFor();
    await adminPage.locator("#staff-move-lead").selectOption({ label: "Lee Lead" });
    await lookAt(adminPage, `admin-move-trainer-${language}`);
    await adminPage.getByRole("button", { name: t("groupInvitations.move") }).click();
    await expect.poll(async () => (await tara.client.get("/api/users/auth")).body.localLead).not.toBe(lowri.userId);

    // A participant on the registration page of a session that has ended: it says so, no Register.
    const participant = await logInApi(DEMO_ACCOUNTS.participant);
    const participantPage = await pageAs(suite.browser, participant.client, language);
    await participantPage.goto(`/register/${pastTtt.shortId}`);
    await participantPage.getByText(t("roster.sessionEnded")).waitFor();
    expect(await participantPage.getByRole("button", { name: t("roster.register") }).count()).toBe(0);
    await lookAt(participantPage, `registration-ended-${language}`);

    for (const page of [adminPage, leadPage, taraPage, participantPage]) await page.context().close();
  },
);
