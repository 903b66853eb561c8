import { DEMO_PASSWORD } from "@wellbeing/scripts";
import type { Page } from "playwright-core";

/** Fills in and sends the log-in form the page shows; a demo account's password unless told. */
export const submitLogIn = async (page: Page, email: string, password: string = DEMO_PASSWORD) => {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
};

/** Logs in from the staff log-in page, or from `path` (the participant one, say). */
export const logIn = async (page: Page, email: string, { path = "/login", password = DEMO_PASSWORD }: { path?: string; password?: string } = {}) => {
  await page.goto(path);
  await submitLogIn(page, email, password);
};
