import { expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@wellbeing/scripts";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { submitLogIn } from "@wellbeing/testkit/logIn";

const suite = browserSuite();

it("a participant signs up, lands on their home, and is kept out of staff screens", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await page.goto("/participant/signup");
  await page.getByText("Please create an account").waitFor();
  await page.getByLabel("Full name").fill("Carys Price");
  await page.getByLabel("Email", { exact: true }).fill("participant@demo.test");
  await page.getByLabel("Password", { exact: true }).fill("Str0ng!pass");
  await page.getByRole("button", { name: /create account|sign up/i }).click();
  await page.getByText("This email is already registered. Please log in instead.").waitFor();

  await page.getByLabel("Email", { exact: true }).fill("carys.price@example.org");
  await page.getByRole("button", { name: /create account|sign up/i }).click();
  await page.waitForURL("**/participant-dashboard");

  await page.goto("/create-session");
  await page.waitForURL("**/unauthorized");
  await page.getByText("Sorry, you are not authorized to access this page.").waitFor();
  await page.goto("/no/such/page");
  await page.getByText("Sorry, the page you visited does not exist.").waitFor();
  await context.close();
});

it("a logged-out visitor opening a private link (an e-mailed one, say) logs in and lands on it", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await page.goto("/change-password");
  await page.waitForURL("**/login?next=%2Fchange-password");
  await submitLogIn(page, DEMO_ACCOUNTS.trainer);
  await page.waitForURL("**/change-password");
  await page.getByRole("heading", { name: "Change your password" }).waitFor();
  await context.close();
});

it("a multi-account person picks an account, then switches to the other", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await page.goto("/dashboard");
  await page.waitForURL("**/login?next=%2Fdashboard");
  await submitLogIn(page, DEMO_ACCOUNTS.multi);
  await page.waitForURL("**/dashboard");
  await page.getByText("Welcome back Morgan Multi").waitFor();

  await page.getByRole("menuitem", { name: "Switch Account" }).click();
  await page.waitForURL("**/decide-role");
  // One button per account held, nothing else.
  await expect.poll(() => page.locator(".role-buttons button").allTextContents()).toEqual(["Trainer", "Participant"]);
  expect(await page.evaluate(() => fetch("/api/users/auth").then((response) => response.json()))).toMatchObject({ role: null });
  await page.getByRole("button", { name: "Participant" }).click();
  await page.waitForURL("**/participant-dashboard");
  expect(await page.evaluate(() => fetch("/api/users/auth").then((response) => response.json()))).toMatchObject({ role: "participant" });
  await page.getByRole("menuitem", { name: "My Account" }).waitFor();

  // And back: the staff menu returns with the trainer account.
  await page.getByRole("menuitem", { name: "Switch Account" }).click();
  await page.waitForURL("**/decide-role");
  await page.getByRole("button", { name: "Trainer" }).click();
  await page.waitForURL("**/dashboard");
  await page.getByRole("menuitem", { name: "Trainer Advice" }).waitFor();
  await page.reload();
  await page.getByText("Welcome back Morgan Multi").waitFor();
  await context.close();
});
