import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { MAIL_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { expectAccessible } from "@wellbeing/testkit/axe";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { shoot } from "@wellbeing/testkit/screenshots";
import { sessionForm } from "@wellbeing/testkit/sessionCast";
import { closeToasts } from "@wellbeing/testkit/toasts";

// Issue 26: a scheduled invitation is listed with the session's other e-mails (View emails you have
// sent, Manage invitees), not under Get Feedback; scheduling the same one again is warned about first.

const suite = browserSuite();

/** Tomorrow as the day field takes it (DD/MM/YYYY). */
const tomorrowField = () => {
  const tomorrow = new Date(Date.now() + 86_400_000);
  return `${String(tomorrow.getDate()).padStart(2, "0")}/${String(tomorrow.getMonth() + 1).padStart(2, "0")}/${tomorrow.getFullYear()}`;
};

/** From Invite & Promote: Send Email Invitation to `address`, scheduled for tomorrow 09:00. */
const scheduleInvitation = async (page: Page, address: string) => {
  await page.getByRole("button", { name: "Send Email Invitation" }).click();
  await page.getByLabel("Add participants' e-mails").fill(address);
  await page.keyboard.press("Enter");
  await page.getByText("1 recipient", { exact: true }).waitFor();
  await page.getByRole("button", { name: "Schedule Email…" }).click();
  await page.getByLabel("Send on", { exact: true }).fill(tomorrowField());
  // Tab, not Escape: Escape would close the drawer too.
  await page.keyboard.press("Tab");
  await page.getByLabel("At", { exact: true }).selectOption("09:00");
  await page.getByRole("button", { name: "Schedule Email", exact: true }).click();
};

const backToManageSession = (page: Page) => page.getByRole("button", { name: "Back", exact: true }).click();

it("a scheduled invitation shows in 'View emails you have sent' and in Manage invitees, not under Get Feedback; the same one again is warned about, kept single or confirmed", async () => {
  const api = new ApiClient(suite.system.url);
  const { userId } = await api.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const session = (await api.post("/api/add-session", sessionForm(userId, { modules: ["1"] }))).body as { id: string };
  const invitations = async () =>
    ((await api.get(`/api/sessions/${session.id}/scheduled-emails`)).body.scheduledEmails as Array<{ type: string; status: string }>).filter(
      (email) => email.type === "registration" && email.status === "pending",
    ).length;

  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.trainer);
  await page.waitForURL("**/dashboard");
  await page.goto(`/session-details/${session.id}`);
  await page.getByText("Invite & Promote", { exact: true }).click();
  await scheduleInvitation(page, "cerys@example.org");
  await page.getByText(MAIL_TEXTS.scheduled).waitFor();
  await expect.poll(invitations).toBe(1);

  // With the session's other e-mails: scheduled, then sent (none yet); it opens to show what it says.
  await page.getByRole("button", { name: "View emails you have sent" }).first().click();
  const scheduled = page.getByRole("region", { name: "Scheduled" });
  await scheduled
    .getByRole("row", { name: /Invitation/ })
    .getByRole("cell", { name: "Scheduled", exact: true })
    .waitFor();
  await page.getByRole("region", { name: "Sent" }).getByText(MAIL_TEXTS.noEmailsSent).waitFor();
  await shoot(page, "scheduled-invitation-history-en");
  await expectAccessible(page, "View emails you have sent, with an invitation scheduled");
  await scheduled.getByRole("button", { name: /^View the e-mail scheduled/ }).click();
  await page
    .getByRole("dialog", { name: /^Email scheduled for/ })
    .getByText("You're invited to a training session")
    .waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("dialog", { name: /^Email scheduled for/ }).waitFor({ state: "detached" });
  await backToManageSession(page);

  // Beside the invitees.
  await page.getByRole("button", { name: "Manage invitees" }).click();
  await page.getByRole("region", { name: "Invitations scheduled" }).getByText("1 recipient").waitFor();
  await backToManageSession(page);

  // Get Feedback lists the evaluations' scheduled e-mails only.
  await page.getByText("Get Feedback", { exact: true }).click();
  await page.getByRole("button", { name: "Schedule emails to attendees" }).first().click();
  await page.getByText(MAIL_TEXTS.noEmailsScheduled).waitFor();
  await backToManageSession(page);

  // The same invitation again: warned, and keeping just the one makes nothing.
  await scheduleInvitation(page, "Cerys@Example.org");
  const warning = page.getByRole("alertdialog");
  await warning.getByText(/^The same email \(Invitation\) is already scheduled for .*, to the same recipients\. Schedule it a second time\?$/).waitFor();
  await shoot(page, "scheduled-invitation-duplicate-en");
  await expectAccessible(page, "the warning before a duplicate scheduled e-mail");
  await warning.getByRole("button", { name: "Keep just the one" }).click();
  await warning.waitFor({ state: "detached" });
  expect(await invitations()).toBe(1);

  // Confirmed: a second one (its 'Done!' read once the first scheduling's is closed).
  await closeToasts(page);
  await page.getByRole("button", { name: "Schedule Email", exact: true }).click();
  await warning.getByRole("button", { name: "Schedule it again" }).click();
  await page.getByText(MAIL_TEXTS.scheduled).waitFor();
  await expect.poll(invitations).toBe(2);
  await context.close();
});

it("at 390 px, in Welsh, the e-mails a session sent and has scheduled are cards that fit the width, with Cancel on screen and no axe finding", async () => {
  const api = new ApiClient(suite.system.url);
  const { userId } = await api.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const session = (await api.post("/api/add-session", sessionForm(userId))).body as { id: string };
  expect((await api.post(`/api/sessions/${session.id}/emails?type=registration`, { recipients: ["sent@example.org"] })).status).toBe(200);
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  expect(
    (await api.post(`/api/sessions/${session.id}/scheduled-emails`, { date: inAWeek, type: "registration", recipients: ["later@example.org"] })).status,
  ).toBe(201);

  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
  await context.addCookies([{ name: "wb_lang", value: "cy", url: suite.system.url }]);
  const page = await context.newPage();
  await page.goto("/login");
  await page.locator("input[type=email]").fill(DEMO_ACCOUNTS.trainer);
  await page.locator("input[type=password]").fill(DEMO_PASSWORD);
  await page.locator("form button[type=submit]").click();
  await page.waitForURL("**/dashboard");
  await page.goto(`/session-details/${session.id}`);
  await page.getByText("Gwahodd a hyrwyddo", { exact: true }).click();
  await page.getByRole("button", { name: "Gweld yr e-byst rydych wedi'u hanfon" }).first().click();
  const cancel = page.getByRole("region", { name: "Wedi'u trefnu" }).getByRole("button", { name: /^Canslo'r e-bost/ });
  await cancel.waitFor();
  await page.getByRole("region", { name: "Wedi'u hanfon" }).getByText("1 derbynnydd").waitFor();
  const box = (await cancel.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  await shoot(page, "scheduled-invitation-history-390-cy");
  await expectAccessible(page, "the e-mails a session sent and scheduled, at 390 px in Welsh");
  await context.close();
});
