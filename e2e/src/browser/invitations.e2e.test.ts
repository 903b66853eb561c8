import type { BrowserContext } from "playwright-core";
import { expect, it } from "vitest";
import { MAIL_TEXTS, ROSTER_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { openSection } from "@wellbeing/testkit/manageSession";
import { shoot } from "@wellbeing/testkit/screenshots";
import { sessionForm } from "@wellbeing/testkit/sessionCast";

const suite = browserSuite();

const logIn = async (context: BrowserContext, email: string) => {
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL("**/dashboard");
  return page;
};

it("the trainer invites two addresses; one registers from the e-mailed link as a new participant; the trainer's open screen counts them live", async () => {
  const api = new ApiClient(suite.system.url);
  const { userId } = await api.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const session = (await api.post("/api/add-session", sessionForm(userId, { capacity: 12 }))).body as { id: string; shortId: string };

  // The screen creating a session leads to: invite participants.
  const staff = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const trainer = await logIn(staff, DEMO_ACCOUNTS.trainer);
  await trainer.goto(`/session-created/${session.id}`);
  await trainer.getByText(ROSTER_TEXTS.noInvitees).waitFor();
  await trainer.getByRole("button", { name: "Send Email" }).click();
  await trainer.getByText(MAIL_TEXTS.addRecipients).waitFor();
  await trainer.getByLabel("Add participants' e-mails").fill("Nia.Jones@Example.org; owen.price@example.org");
  await trainer.keyboard.press("Enter");
  await trainer.getByText("2 recipients").waitFor();
  await trainer.getByLabel("Extra information").fill("Please bring a notebook.");
  await shoot(trainer, "invitations-session-created");
  await trainer.getByRole("button", { name: "Send Email" }).click();
  await trainer.getByText(MAIL_TEXTS.sent).waitFor();
  await trainer.waitForURL(`**/session-details/${session.id}`);
  await trainer.getByText("Manage Attendees", { exact: true }).click();
  await trainer.getByText("Registered attendees: 0 of 12").waitFor();

  // Each address got its own invitation with the registration link.
  const invitation = await suite.system.mail.waitFor((mail) => mail.to.includes("nia.jones@example.org"));
  await suite.system.mail.waitFor((mail) => mail.to.includes("owen.price@example.org"));
  expect(invitation.to).toEqual(["nia.jones@example.org"]);
  expect(invitation.text).toContain("Please bring a notebook.");
  const link = /(http:\/\/\S+\/register\/\S+)/.exec(invitation.text)?.[1];
  expect(link).toBe(`${suite.system.url}/register/${session.shortId}`);

  // Nia follows the link, signs up as a participant, and registers.
  const visitor = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const nia = await visitor.newPage();
  await nia.goto(link!);
  await nia.getByText("Create an account", { exact: true }).click();
  await nia.getByLabel("Full name").fill("Nia Jones");
  await nia.getByLabel("Email", { exact: true }).fill("nia.jones@example.org");
  await nia.getByLabel("Password", { exact: true }).fill("Str0ng!pass");
  await nia.getByRole("button", { name: /create account|sign up/i }).click();
  await nia.waitForURL(`**/register/${session.shortId}`);
  await nia.getByText(ROSTER_TEXTS.termsLabel).click();
  await nia.getByText(ROSTER_TEXTS.attendanceLabel).click();
  await nia.getByRole("button", { name: "Register" }).click();
  await nia.getByRole("heading", { name: ROSTER_TEXTS.registered }).waitFor();

  // The trainer's screen follows without a reload.
  await trainer.getByText("Registered attendees: 1 of 12").waitFor({ timeout: 5_000 });
  await shoot(trainer, "invitations-manage-count");
  await visitor.close();
  await staff.close();
});

it("from the Manage Session drawer: invitation history, a reminder to the registered attendee, an evaluation e-mail scheduled, viewed and cancelled", async () => {
  const api = new ApiClient(suite.system.url);
  const { userId } = await api.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const session = (await api.post("/api/add-session", sessionForm(userId, { modules: ["1", "2"] }))).body as { id: string; shortId: string };
  await api.post(`/api/sessions/${session.id}/emails?type=registration`, { recipients: ["rhys@example.org", DEMO_ACCOUNTS.participant] });
  const participant = new ApiClient(suite.system.url);
  await participant.logIn(DEMO_ACCOUNTS.participant, DEMO_PASSWORD);
  await participant.request("PATCH", `/api/sessions/${session.id}/confirm-email`, { email: DEMO_ACCOUNTS.participant, status: "confirmed" });

  const staff = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const trainer = await logIn(staff, DEMO_ACCOUNTS.trainer);
  await trainer.goto(`/session-details/${session.id}`);

  const invite = await openSection(trainer, "Invite & Promote");
  await invite.getByRole("button", { name: "View emails you have sent" }).click();
  await trainer.getByText("2 recipients").waitFor();
  await trainer.getByRole("button", { name: /^View the e-mail sent/ }).click();
  await trainer.getByText("You're invited to a training session").waitFor();
  await shoot(trainer, "drawer-view-emails");
  await trainer.keyboard.press("Escape");
  await trainer.getByRole("button", { name: "Back", exact: true }).click();

  const attendees = await openSection(trainer, "Manage Attendees");
  await attendees.getByRole("button", { name: "View emails you have sent" }).click();
  await trainer.getByText(MAIL_TEXTS.noRemindersSent).waitFor();
  await trainer.getByRole("button", { name: "Back", exact: true }).click();
  await attendees.getByRole("button", { name: "Send session info email reminder" }).click();
  await trainer.getByText("1 recipient", { exact: true }).waitFor();
  await shoot(trainer, "drawer-send-reminder");
  await trainer.getByRole("button", { name: "Send Email", exact: true }).click();
  const reminder = await suite.system.mail.waitFor((mail) => mail.to.includes(DEMO_ACCOUNTS.participant) && /Reminder/.test(mail.subject));
  expect(reminder.text).toContain(`/survey/${session.shortId}/pre-course`);

  const feedback = await openSection(trainer, "Get Feedback");
  await feedback.getByRole("button", { name: "Schedule emails to attendees" }).nth(1).click();
  // Registering gave the attendee the automatic follow-ups.
  await trainer.getByRole("row", { name: /3 Months Follow Up \(automatic\)/ }).waitFor();
  await trainer.getByRole("button", { name: /^Schedule an email/ }).click();
  await trainer.getByRole("button", { name: "Schedule Email", exact: true }).click();
  await trainer.getByText(MAIL_TEXTS.selectScheduleDate).waitFor();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = `${String(tomorrow.getDate()).padStart(2, "0")}/${String(tomorrow.getMonth() + 1).padStart(2, "0")}/${tomorrow.getFullYear()}`;
  await trainer.getByLabel("Send on", { exact: true }).fill(day);
  // Tab, not Escape: Escape would close the drawer too.
  await trainer.keyboard.press("Tab");
  await trainer.getByLabel("At", { exact: true }).selectOption("09:00");
  await shoot(trainer, "drawer-schedule-email");
  await trainer.getByRole("button", { name: "Schedule Email", exact: true }).click();
  await trainer.getByText(MAIL_TEXTS.scheduled).waitFor();
  const scheduledRow = trainer.getByRole("row", { name: /Post-session evaluation/ });
  await scheduledRow.getByRole("cell", { name: "Scheduled", exact: true }).waitFor();
  await shoot(trainer, "drawer-schedule-table");
  await scheduledRow.getByRole("button", { name: /^View the e-mail scheduled/ }).click();
  await trainer.getByText("Post-session evaluation", { exact: true }).first().waitFor();
  await shoot(trainer, "drawer-view-scheduled-email");
  await trainer.getByRole("button", { name: "Back to scheduled emails" }).click();
  await scheduledRow.getByRole("button", { name: /^Cancel the e-mail scheduled/ }).click();
  await trainer.getByRole("button", { name: "Cancel email" }).click();
  await trainer.getByText(MAIL_TEXTS.canceled).waitFor();
  await scheduledRow.getByRole("cell", { name: "Canceled", exact: true }).waitFor();
  await staff.close();
});
