import { expect, it } from "vitest";
import { ACCOUNT_TEXTS, PRODUCT_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS } from "@wellbeing/scripts";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn, submitLogIn } from "@wellbeing/testkit/logIn";

const suite = browserSuite();

it("the demo local lead adds a new trainer, who sets a password from the e-mailed link and logs in as a trainer", async () => {
  const leadContext = await suite.browser.newContext({ baseURL: suite.system.url });
  const lead = await leadContext.newPage();
  await logIn(lead, DEMO_ACCOUNTS.lead);
  await lead.waitForURL("**/dashboard");

  await lead.getByRole("menuitem", { name: "Your Trainers" }).click();
  await lead.waitForURL("**/trainers");
  // The address changes before the screen does (the home's sessions, which name Tara too, stay until it is drawn).
  await lead.getByRole("button", { name: "Add Trainer" }).waitFor();
  await lead.getByText("Tara Trainer").waitFor();
  await expect.poll(() => lead.getByRole("button", { name: PRODUCT_TEXTS.cannotRemoveYourself }).getAttribute("aria-disabled")).toBe("true");

  await lead.getByRole("button", { name: "Add Trainer" }).click();
  await lead.waitForURL("**/add-trainer");
  await lead.getByRole("heading", { name: "Adding a trainer to your group" }).waitFor();
  await lead.getByLabel("Name").fill("rhys pritchard");
  await lead.getByLabel("Email", { exact: true }).fill("Rhys.Pritchard@Example.org");
  await lead.getByRole("button", { name: "Add trainer" }).click();
  await lead.getByText(PRODUCT_TEXTS.userAdded).waitFor();
  await lead.getByRole("button", { name: "OK" }).click();
  await lead.waitForURL("**/trainers");
  await lead.getByText("Rhys Pritchard").waitFor();

  const invitation = await suite.system.mail.waitFor((mail) => mail.to.includes("rhys.pritchard@example.org"));
  const link = /(http:\/\/localhost:\d+\/reset-password\/[A-Za-z0-9_-]+\?invitation=1)/.exec(invitation.text)?.[1];
  expect(link).toBeDefined();
  expect(invitation.text).toContain("Lee Lead's group");

  const trainerContext = await suite.browser.newContext({ baseURL: suite.system.url });
  const trainer = await trainerContext.newPage();
  await trainer.goto(link!);
  await trainer.getByLabel("New password", { exact: true }).fill("Rhys-pass-1!");
  await trainer.getByLabel("Confirm new password").fill("Rhys-pass-1!");
  await trainer.getByRole("button", { name: ACCOUNT_TEXTS.setYourPassword }).click();
  await trainer.waitForURL("**/login");

  await submitLogIn(trainer, "rhys.pritchard@example.org", "Rhys-pass-1!");
  await trainer.waitForURL("**/dashboard");
  await trainer.getByText("Welcome back Rhys Pritchard").waitFor();
  const menu = trainer.getByRole("menu", { name: "Main menu" });
  for (const entry of ["Home", "Create New Session", "Sessions", "Evaluation results", "Account details", "Trainer Advice", "Log out"]) {
    await menu.getByRole("menuitem", { name: entry, exact: true }).waitFor();
  }
  await expect.poll(() => menu.getByRole("menuitem", { name: "Your Trainers" }).count()).toBe(0);

  await trainerContext.close();
  await leadContext.close();
});

it("an admin archives a trainer from the View modal, and restores them from the archived list", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.admin);
  await page.waitForURL("**/dashboard");
  await page.getByRole("menuitem", { name: "Trainers & Local Leads" }).click();

  await page.getByRole("button", { name: "View Morgan Multi" }).click();
  await page.getByRole("dialog").getByText("multi@demo.test").waitFor();
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await page.getByRole("button", { name: "Yes, archive" }).click();
  await page.getByText(PRODUCT_TEXTS.staffArchived).waitFor();
  await page.getByRole("button", { name: "View Morgan Multi" }).waitFor({ state: "detached" });

  await page.locator(".staff-view-toggle").getByText("Archived").click();
  await page.getByRole("button", { name: "View Morgan Multi" }).click();
  await page.getByRole("button", { name: "Restore" }).click();
  await page.getByText(PRODUCT_TEXTS.staffRestored).waitFor();
  await page.getByText(PRODUCT_TEXTS.noArchived).waitFor();
  await context.close();
});

it("an admin adds an auditor on Add New User, and the invitation names the role with its article: 'as an auditor', in Welsh 'fel archwilydd'", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.admin);
  await page.waitForURL("**/dashboard");
  for (const [name, email, language] of [
    ["Aled Auditor", "aled.auditor@example.org", "English"],
    ["Alaw Archwilydd", "alaw.archwilydd@example.org", "Cymraeg"],
  ] as const) {
    await page.goto("/add-user");
    await page.getByRole("heading", { name: "Adding new user" }).waitFor();
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Email", { exact: true }).fill(email);
    // Blueprint draws its own radio over a hidden input: the label is what a person clicks.
    await page.locator("label.bp6-radio", { hasText: language }).click();
    await page.locator("label.bp6-radio", { hasText: "Auditor" }).click();
    await expect.poll(() => page.getByRole("radio", { name: "Auditor" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Add user" }).click();
    await page.getByText(PRODUCT_TEXTS.userAdded).waitFor();
    await page.getByRole("button", { name: "OK" }).click();
    await page.waitForURL("**/trainers");
  }
  const english = await suite.system.mail.waitFor((mail) => mail.to.includes("aled.auditor@example.org"));
  expect(english.text).toContain("An account has been created for you on Wellbeing training as an auditor.");
  const welsh = await suite.system.mail.waitFor((mail) => mail.to.includes("alaw.archwilydd@example.org"));
  expect(welsh.text).toContain("Mae cyfrif wedi'i greu i chi ar Hyfforddiant llesiant fel archwilydd.");
  await context.close();
});
