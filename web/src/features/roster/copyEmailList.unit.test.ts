import { en, joinEmails } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { afterEach, describe, expect, it, vi } from "vitest";
import { copyEmailList } from "./copyEmailList";
import { translator } from "@wellbeing/i18n";

const english = translator(en, "en");
const welsh = translator(cy, "cy");
const emails = ["ana@example.org", "ben@example.org"];

/** The clipboard the browser offers; `refuses`: as outside a secure context or without permission. */
const clipboard = (refuses = false) => {
  const writeText = vi.fn((_text: string) => (refuses ? Promise.reject(new Error("denied")) : Promise.resolve()));
  vi.stubGlobal("navigator", { clipboard: { writeText } });
  return writeText;
};

const listening = () => ({ copied: vi.fn(), failed: vi.fn() });

afterEach(() => vi.unstubAllGlobals());

describe("copying an attendee or invitee list (§5, §8, §9)", () => {
  it("copies the addresses joined and says 'Copied!' for 750 ms", async () => {
    const writeText = clipboard();
    const outcome = listening();
    await copyEmailList(emails, english, outcome);
    expect(writeText).toHaveBeenCalledWith(joinEmails(emails));
    expect(outcome.copied).toHaveBeenCalledWith("Copied!", 750);
    expect(outcome.failed).not.toHaveBeenCalled();
  });

  it("says the notice in Welsh for as long", async () => {
    clipboard();
    const outcome = listening();
    await copyEmailList(emails, welsh, outcome);
    expect(outcome.copied).toHaveBeenCalledWith(welsh("ui.copied"), 750);
  });

  it("says it could not copy when the browser refuses", async () => {
    clipboard(true);
    const outcome = listening();
    await copyEmailList(emails, english, outcome);
    expect(outcome.copied).not.toHaveBeenCalled();
    expect(outcome.failed).toHaveBeenCalledWith("Error!, Unable to copy the list");
  });
});
