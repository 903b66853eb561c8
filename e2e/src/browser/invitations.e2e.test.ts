import type { BrowserContext, Page } from "playwright-core";
import { expect, it } from "vitest";
import { MAIL_TEXTS, ROSTER_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "../support/apiClient";
import { browserSuite } from "../support/browserSuite";
import { sessionForm } from "../support/sessionCast";

const suite = browserSuite();

/** Screens are photographed when SCREENSHOT_DIR is set (to look at them; they are not committed). */
const shoot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
};

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
