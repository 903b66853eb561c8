import type { BrowserContext, Page } from "playwright-core";
import { expect, it } from "vitest";
import { PRODUCT_TEXTS, SESSION_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { createSession, sessionForm } from "@wellbeing/testkit/sessionCast";

const suite = browserSuite();

const staffPage = async (context: BrowserContext, email: string): Promise<Page> => {
  const page = await context.newPage();
  await logIn(page, email);
  await page.waitForURL("**/dashboard");
  return page;
};

const trainersSession = async () => {
  const trainer = new ApiClient(suite.system.url);
  const { userId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  return createSession(trainer, sessionForm(userId, { modules: ["1", "2"], extraInfo: "Bring a pen" }));
};

it("a trainer manages a session: copies its links, edits it, and an admin watching sees the edit live", async () => {
  const session = await trainersSession();
  const trainerContext = await suite.browser.newContext({ baseURL: suite.system.url });
  await trainerContext.grantPermissions(["clipboard-read", "clipboard-write"]);
  const trainer = await staffPage(trainerContext, DEMO_ACCOUNTS.trainer);
  const adminContext = await suite.browser.newContext({ baseURL: suite.system.url });
  const admin = await staffPage(adminContext, DEMO_ACCOUNTS.admin);

  await trainer.goto(`/session-details/${session.id}`);
  await trainer.getByRole("heading", { name: "Manage Session" }).waitFor();
  for (const section of ["Event Details", "Invite & Promote", "Manage Attendees", "Get Feedback"]) {
    await trainer.getByText(section, { exact: true }).waitFor();
  }
  await trainer.getByText("Invite & Promote", { exact: true }).click();
  await expect.poll(() => trainer.getByLabel("Registration link", { exact: true }).inputValue()).toBe(`${suite.system.url}/register/${session.shortId}`);
  await trainer.getByRole("button", { name: "Copy link: registration link" }).click();
  await trainer.getByText(SESSION_TEXTS.linkCopied).waitFor();
  expect(await trainer.evaluate<string>("navigator.clipboard.readText()")).toBe(`${suite.system.url}/register/${session.shortId}`);

  await trainer.getByText("Get Feedback", { exact: true }).click();
  await expect
    .poll(() => trainer.getByLabel("Pre-course evaluation link", { exact: true }).inputValue())
    .toBe(`${suite.system.url}/survey/${session.shortId}/pre-course`);
  await expect
    .poll(() => trainer.getByLabel("Post-session evaluation link", { exact: true }).inputValue())
    .toBe(`${suite.system.url}/survey/${session.shortId}/post`);
  await expect.poll(() => trainer.getByLabel("3 Months Follow Up link", { exact: true }).inputValue()).toBe(`${suite.system.url}/survey/C5/3-months-follow-up`);
  await expect.poll(() => trainer.getByText("Responses: 0 out of 0 attendees").count()).toBe(2);
  await expect
    .poll(() => trainer.getByRole("button", { name: "View evaluation results" }).evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
    .toEqual([`/survey/${session.id}/pre-course/results`, `/survey/${session.id}/post/results`]);

  await admin.goto(`/session-details/${session.id}`);
  await admin.getByText("Bring a pen").waitFor();

  await trainer.getByRole("button", { name: "Edit Session" }).click();
  await trainer.waitForURL(`**/session-edit/${session.id}`);
  await expect.poll(() => trainer.locator("#session-capacity").inputValue()).toBe("12");
  await expect.poll(() => trainer.getByRole("button", { name: "Add another date" }).count()).toBe(0);
  await trainer.locator("#session-capacity").fill("20");
  await trainer.getByLabel("Extra information").fill("Bring a pen and a notebook");
  await trainer.getByRole("button", { name: "Save changes" }).click();
  await trainer.getByText(SESSION_TEXTS.edited).waitFor();
  await trainer.waitForURL(`**/session-details/${session.id}`);
  await trainer.getByText("Bring a pen and a notebook").waitFor();

  await admin.getByText("Bring a pen and a notebook").waitFor({ timeout: 5_000 });
  await trainerContext.close();
  await adminContext.close();
});

it("an admin adds and removes dates on the edit page, never below one", async () => {
  const session = await trainersSession();
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const admin = await staffPage(context, DEMO_ACCOUNTS.admin);
  await admin.goto(`/session-edit/${session.id}`);
  const removeDate1 = admin.getByRole("button", { name: "Remove date 1" });
  await removeDate1.waitFor();
  await expect.poll(() => removeDate1.isDisabled()).toBe(true);
  await admin.getByRole("button", { name: "Add another date" }).click();
  await expect.poll(() => removeDate1.isDisabled()).toBe(false);
  await admin.getByRole("button", { name: "Remove date 2" }).click();
  await expect.poll(() => admin.getByLabel("Date 2").count()).toBe(0);
  await context.close();
});

it("a trainer deletes a session after confirming; the print page shows its links as QR codes", async () => {
  const session = await trainersSession();
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const trainer = await staffPage(context, DEMO_ACCOUNTS.trainer);

  await trainer.goto(`/session-details/${session.id}`);
  await trainer.getByRole("button", { name: "Print" }).click();
  await trainer.waitForURL(`**/print/${session.id}`);
  await trainer.getByRole("img", { name: "QR code of the Pre-course evaluation link" }).waitFor();
  await trainer.getByRole("img", { name: "QR code of the Post-session evaluation link" }).waitFor();
  await trainer.getByText("Standard course").waitFor();
  await trainer.getByText("1 Commercial Street, Newport, NP20 1AA").waitFor();
  await trainer.getByRole("button", { name: "PRINT" }).waitFor();

  await trainer.goBack();
  await trainer.getByRole("button", { name: "Delete Session" }).click();
  await trainer.getByText(SESSION_TEXTS.deleteConfirm).waitFor();
  await trainer.getByText(PRODUCT_TEXTS.cannotRevert).waitFor();
  await trainer.getByRole("button", { name: "Yes, delete it" }).click();
  await trainer.getByText(SESSION_TEXTS.deleted).waitFor();
  await trainer.waitForURL("**/my-sessions");

  await trainer.goto(`/session-details/${session.id}`);
  await trainer.waitForURL("**/404err");
  await context.close();
});
