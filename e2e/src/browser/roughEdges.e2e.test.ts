import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { ACCOUNT_TEXTS, ERRORS, MAIL_TEXTS, SESSION_LIST_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { shoot } from "@wellbeing/testkit/screenshots";
import { createSession, sessionForm } from "@wellbeing/testkit/sessionCast";

// The rough edges a newcomer hit (issue 11), each shown fixed in the browser.

const suite = browserSuite();

const newPage = async () => (await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } })).newPage();

const staffPage = async (email: string): Promise<Page> => {
  const page = await newPage();
  await logIn(page, email);
  await page.waitForURL("**/dashboard");
  return page;
};

const participantPage = async (email: string): Promise<Page> => {
  const page = await newPage();
  await logIn(page, email, { path: "/participant-login" });
  await page.waitForURL("**/participant-dashboard");
  return page;
};

const trainersSession = async () => {
  const trainer = new ApiClient(suite.system.url);
  const { userId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  return createSession(trainer, sessionForm(userId));
};

/** The header's name and the side menu: what a logged-in person's frame shows. */
const loggedInFrame = (page: Page) => ({
  name: page.locator(".navbar-user-name"),
  menu: page.getByRole("menu", { name: "Main menu" }),
});

it("after 'Delete account' the header and menu of the deleted person are gone at once, without a reload", async () => {
  await registerAccount(suite.system, { email: "dilys.gone@example.org", name: "Dilys Gone", roles: ["participant"] });
  const page = await participantPage("dilys.gone@example.org");
  const frame = loggedInFrame(page);
  await frame.name.getByText("Dilys Gone").waitFor();

  await page.goto("/my-account");
  await page.getByRole("button", { name: "Delete account" }).click();
  await page.getByRole("button", { name: "Yes, delete my account" }).click();
  await page.getByText(ACCOUNT_TEXTS.accountDeleted).waitFor();
  await page.waitForURL((url) => url.pathname === "/");
  await expect.poll(() => frame.name.count()).toBe(0);
  await expect.poll(() => frame.menu.count()).toBe(0);
  await shoot(page, "rough-edges-account-deleted");
  await page.context().close();
});

it("a participant who logs out lands on the participant log in, with nothing of theirs left on screen; staff on the staff one", async () => {
  const participant = await participantPage(DEMO_ACCOUNTS.participant);
  await loggedInFrame(participant).menu.getByRole("menuitem", { name: "Log out" }).click();
  await participant.waitForURL("**/participant-login");
  await participant.getByText("Log in to your course participant account.").waitFor();
  await expect.poll(() => loggedInFrame(participant).name.count()).toBe(0);
  await participant.context().close();

  const trainer = await staffPage(DEMO_ACCOUNTS.trainer);
  await loggedInFrame(trainer).menu.getByRole("menuitem", { name: "Log out" }).click();
  await trainer.waitForURL("**/login");
  await trainer.getByText("Log in as a trainer, local lead or admin.").waitFor();
  await trainer.context().close();
});

it("a logged-out visitor opening a participant's link is asked to log in as a participant, and lands on it", async () => {
  const session = await trainersSession();
  const page = await newPage();
  await page.goto(`/participant-session-details/${session.id}`);
  await page.waitForURL(`**/participant-login?next=${encodeURIComponent(`/participant-session-details/${session.id}`)}`);
  await page.getByText("Log in to your course participant account.").waitFor();
  await shoot(page, "rough-edges-participant-link");
  await page.context().close();
});

it("a new staff member's invitation opens 'Set your password', not a password reset", async () => {
  const admin = new ApiClient(suite.system.url);
  await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const lead = await new ApiClient(suite.system.url).logIn(DEMO_ACCOUNTS.lead, DEMO_PASSWORD);
  const added = await admin.post("/api/users/", {
    name: "Steffan Staff",
    email: "steffan.staff@example.org",
    role: "trainer",
    localLead: lead.userId,
    organisation: { category: "Health", value: "Health" },
    localAuthorities: ["Newport"],
  });
  expect(added.status).toBe(201);
  const invitation = await suite.system.mail.waitFor((mail) => mail.to.includes("steffan.staff@example.org"));
  const link = /(http:\/\/\S+\/reset-password\/\S+)/.exec(invitation.text)?.[1];
  expect(link).toContain("?invitation=1");

  const page = await newPage();
  await page.goto(link!);
  await page.getByRole("heading", { name: ACCOUNT_TEXTS.setYourPassword }).waitFor();
  await page.getByRole("button", { name: ACCOUNT_TEXTS.setYourPassword }).waitFor();
  await expect.poll(() => page.getByRole("button", { name: "Reset Password" }).count()).toBe(0);
  await shoot(page, "rough-edges-set-your-password");
  await page.context().close();
});

it("on Session created, 'You should add recipients emails' goes once recipients are added", async () => {
  const session = await trainersSession();
  const trainer = await staffPage(DEMO_ACCOUNTS.trainer);
  await trainer.goto(`/session-created/${session.id}`);
  await trainer.getByRole("button", { name: "Send Email" }).click();
  const problem = trainer.getByText(MAIL_TEXTS.addRecipients);
  await problem.waitFor();
  await trainer.getByLabel("Add participants' e-mails").fill("nia.jones@example.org");
  await trainer.keyboard.press("Enter");
  await trainer.getByText("1 recipient", { exact: true }).waitFor();
  await expect.poll(() => problem.count()).toBe(0);
  await shoot(trainer, "rough-edges-session-created-recipients");
  await trainer.context().close();
});

it("an unknown session id goes to the 404 page with §8's toast, which the page says too", async () => {
  const trainer = await staffPage(DEMO_ACCOUNTS.trainer);
  for (const id of [randomUUID(), "no-such-session"]) {
    await trainer.goto(`/session-details/${id}`);
    await trainer.waitForURL("**/404err");
    await trainer.locator(".bp6-toast").getByText(ERRORS.sessionUnavailable).waitFor();
    await trainer.locator("main").getByText(ERRORS.sessionUnavailable).waitFor();
  }
  await shoot(trainer, "rough-edges-unknown-session");
  await trainer.context().close();

  const participant = await participantPage(DEMO_ACCOUNTS.participant);
  await participant.goto(`/participant-session-details/${randomUUID()}`);
  await participant.waitForURL("**/404err");
  await participant.locator("main").getByText(ERRORS.sessionUnavailable).waitFor();
  await participant.context().close();
});

it("Manage Session's sections are buttons named by their titles that say whether they are expanded", async () => {
  const session = await trainersSession();
  const trainer = await staffPage(DEMO_ACCOUNTS.trainer);
  await trainer.goto(`/session-details/${session.id}`);
  const expanded = (name: string) => trainer.getByRole("button", { name, exact: true }).getAttribute("aria-expanded");
  await expect.poll(() => expanded("Event Details")).toBe("true");
  for (const name of ["Invite & Promote", "Manage Attendees", "Get Feedback"]) await expect.poll(() => expanded(name)).toBe("false");
  await expect.poll(() => trainer.getByRole("button", { name: /expand section|collapse section/ }).count()).toBe(0);
  await trainer.getByRole("button", { name: "Get Feedback", exact: true }).click();
  await expect.poll(() => expanded("Get Feedback")).toBe("true");
  await trainer.getByLabel("Post-session evaluation link", { exact: true }).waitFor();
  await trainer.getByRole("button", { name: "Event Details", exact: true }).press("Enter");
  await expect.poll(() => expanded("Event Details")).toBe("false");
  await shoot(trainer, "rough-edges-manage-session-sections");
  await trainer.context().close();
});

it("Session Details and the capacity field raise no Blueprint warnings", async () => {
  const session = await trainersSession();
  const trainer = await staffPage(DEMO_ACCOUNTS.trainer);
  const warnings: string[] = [];
  trainer.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  await trainer.goto(`/session-details/${session.id}`);
  await trainer.getByRole("button", { name: "Get Feedback", exact: true }).click();
  await trainer.getByRole("button", { name: "About the Pre-course evaluation link" }).click();
  await trainer.getByText("Ask attendees to complete this before the session starts.", { exact: false }).waitFor();
  await trainer.goto("/create-session");
  await trainer.locator("#session-capacity").fill("0");
  await trainer.locator("#session-capacity").fill("1");
  await trainer.locator("#session-capacity").pressSequentially("5x");
  await expect.poll(() => trainer.locator("#session-capacity").inputValue()).toBe("15");
  await trainer.goto(`/session-details/${session.id}`);
  await trainer.getByRole("button", { name: "Get Feedback", exact: true }).waitFor();
  expect(warnings.filter((text) => /Popover|NumericInput|Blueprint/i.test(text))).toEqual([]);
  await trainer.context().close();
});

/** A day `days` from now as the date fields take it: DD/MM/YYYY. */
const typedDay = (days: number) => {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${String(day.getDate()).padStart(2, "0")}/${String(day.getMonth() + 1).padStart(2, "0")}/${day.getFullYear()}`;
};

it("in Create Session, Tab from a typed date goes on to the start time with the calendar closed; Enter there submits nothing", async () => {
  const trainer = await staffPage(DEMO_ACCOUNTS.trainer);
  await trainer.goto("/create-session");
  const calendar = trainer.locator(".bp6-datepicker");
  await trainer.locator("#session-date-0").click();
  await calendar.waitFor();
  await trainer.keyboard.type(typedDay(20));
  await trainer.keyboard.press("Tab");
  await trainer.keyboard.type("10:00");
  await trainer.keyboard.press("Tab");
  await trainer.keyboard.type("12:30");
  await expect.poll(() => trainer.locator("#session-startTime-0").inputValue()).toBe("10:00");
  await expect.poll(() => trainer.locator("#session-endTime-0").inputValue()).toBe("12:30");
  await expect.poll(() => calendar.count()).toBe(0);
  await shoot(trainer, "rough-edges-create-session-tab");

  await trainer.locator("#session-date-0").click();
  await calendar.waitFor();
  await trainer.keyboard.press("Enter");
  await expect.poll(() => calendar.count()).toBe(0);
  await expect.poll(() => trainer.locator("#session-date-0").inputValue()).toBe(typedDay(20));
  expect(await trainer.getByText("There are errors, please check above.").count()).toBe(0);
  expect(new URL(trainer.url()).pathname).toBe("/create-session");
  await trainer.context().close();
});

it("in the schedule drawer, Escape in the date picker closes the calendar only, keeping the drawer and what was chosen", async () => {
  const session = await trainersSession();
  const trainer = await staffPage(DEMO_ACCOUNTS.trainer);
  await trainer.goto(`/session-details/${session.id}`);
  await trainer.getByRole("button", { name: "Get Feedback", exact: true }).click();
  await trainer.getByRole("button", { name: "Schedule emails to attendees" }).first().click();
  await trainer.getByRole("button", { name: /^Schedule an email/ }).click();
  await trainer.getByRole("button", { name: "Schedule Email", exact: true }).click();
  const day = trainer.getByLabel("Send on", { exact: true });
  await day.fill(typedDay(1));
  const calendar = trainer.locator(".bp6-datepicker");
  await calendar.waitFor();
  await trainer.keyboard.press("Escape");
  await expect.poll(() => calendar.count()).toBe(0);
  await trainer.getByLabel("At", { exact: true }).selectOption("09:00");
  await expect.poll(() => day.inputValue()).toBe(typedDay(1));
  await trainer.getByRole("button", { name: "Schedule Email", exact: true }).waitFor();
  await shoot(trainer, "rough-edges-schedule-escape");
  await trainer.context().close();
});

it("the public schedule shows the waiting-list note instead of Book on a full session, and each session's course", async () => {
  const admin = new ApiClient(suite.system.url);
  await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const lead = await new ApiClient(suite.system.url).logIn(DEMO_ACCOUNTS.lead, DEMO_PASSWORD);
  expect((await admin.post("/api/course-schedule/leads", { leads: [lead.userId] })).status).toBe(200);
  const trainer = new ApiClient(suite.system.url);
  const { userId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const full = await createSession(
    trainer,
    sessionForm(userId, {
      capacity: 1,
      course: "YOUNG_PEOPLE",
      dates: [{ sessionDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10), startTime: "09:15", endTime: "11:45" }],
    }),
  );
  const participant = new ApiClient(suite.system.url);
  await participant.logIn(DEMO_ACCOUNTS.participant, DEMO_PASSWORD);
  expect(
    (await participant.request("PATCH", `/api/sessions/${full.id}/confirm-email`, { email: DEMO_ACCOUNTS.participant, status: "confirmed" })).status,
  ).toBeLessThan(300);

  const visitor = await newPage();
  await visitor.goto("/course-schedule");
  await visitor.getByRole("columnheader", { name: "Course" }).waitFor();
  const fullRow = visitor.getByRole("row").filter({ hasText: "09:15 - 11:45" });
  await fullRow.getByText(SESSION_LIST_TEXTS.fullSession).waitFor();
  await fullRow.getByText("Young people's course").waitFor();
  await expect.poll(() => fullRow.getByRole("button", { name: /^Book/ }).count()).toBe(0);
  await expect.poll(() => visitor.getByRole("button", { name: /^Book/ }).count()).toBeGreaterThan(0);
  await shoot(visitor, "rough-edges-course-schedule");
  await visitor.context().close();
});

it("an admin's Trainer(s) filter offers local leads who train, the filters survive a reload, and each staff tab has its own title", async () => {
  const admin = await staffPage(DEMO_ACCOUNTS.admin);
  await admin.goto("/all-sessions?type=all");
  await admin.getByRole("heading", { name: "All Sessions" }).waitFor();
  await admin.locator("#filter-trainers").click();
  await admin.getByRole("option", { name: "Lee Lead" }).click();
  await admin.keyboard.press("Escape");
  await admin.locator("#filter-delivery").selectOption("faceToFace");
  await expect.poll(() => new URL(admin.url()).searchParams.get("delivery")).toBe("faceToFace");
  await expect.poll(() => new URL(admin.url()).searchParams.getAll("trainers").length).toBe(1);

  await admin.reload();
  await expect.poll(() => admin.locator("#filter-delivery").inputValue()).toBe("faceToFace");
  await admin.locator(".session-filters").getByText("Lee Lead").waitFor();
  await shoot(admin, "rough-edges-filters-after-reload");

  await admin.goto("/trainers");
  await admin.getByRole("heading", { name: "Trainers", exact: true }).waitFor();
  await admin.locator(".staff-view-toggle").getByText("Local Leads").click();
  await admin.getByRole("heading", { name: "Local Leads", exact: true }).waitFor();
  await admin.locator(".staff-view-toggle").getByText("Archived").click();
  await admin.getByRole("heading", { name: "Archived", exact: true }).waitFor();
  await admin.context().close();
});

it("the registered attendees and invitees show a person's name beside the address when they have an account", async () => {
  const session = await trainersSession();
  const participant = new ApiClient(suite.system.url);
  await participant.logIn(DEMO_ACCOUNTS.participant, DEMO_PASSWORD);
  expect(
    (await participant.request("PATCH", `/api/sessions/${session.id}/confirm-email`, { email: DEMO_ACCOUNTS.participant, status: "confirmed" })).status,
  ).toBeLessThan(300);

  const trainer = await staffPage(DEMO_ACCOUNTS.trainer);
  await trainer.goto(`/session-details/${session.id}`);
  await trainer.getByRole("button", { name: "Manage Attendees", exact: true }).click();
  await trainer.getByRole("button", { name: "View & edit registered attendees" }).click();
  const attendees = trainer.locator(".email-list-editor");
  await attendees.getByText("Pat Participant").waitFor();
  await attendees.getByText(DEMO_ACCOUNTS.participant).waitFor();
  await shoot(trainer, "rough-edges-attendee-names");
  await trainer.context().close();
});
