import { describe, expect, it } from "vitest";
import { languageChoiceIn, withLanguageChoice } from "./language";

describe("the language chosen in a page's address", () => {
  it("is added to the address the switch links to, keeping its path and query", () => {
    expect(withLanguageChoice("/course-schedule?delivery=online&page=2", "cy")).toBe("/course-schedule?delivery=online&page=2&lang=cy");
    expect(withLanguageChoice("/?lang=cy", "en")).toBe("/?lang=en");
    expect(withLanguageChoice("/materials#module-2", "cy")).toBe("/materials?lang=cy#module-2");
  });

  it("is read back with the address it leaves", () => {
    expect(languageChoiceIn("/course-schedule?delivery=online&lang=cy&page=2")).toEqual({ language: "cy", rest: "/course-schedule?delivery=online&page=2" });
    expect(languageChoiceIn("/dashboard?lang=en")).toEqual({ language: "en", rest: "/dashboard" });
  });

  it.each(["/course-schedule", "/?lang=fr", "/?lang=", "/?lang=CY", "/?language=cy"])("is none in %s", (path) => {
    expect(languageChoiceIn(path)).toBeNull();
  });

  it.each([
    ["//elsewhere.example/?lang=cy", "/elsewhere.example/"],
    ["/\\elsewhere.example/?lang=cy", "/elsewhere.example/"],
    ["\\/elsewhere.example/?lang=cy", "/elsewhere.example/"],
    ["///a?lang=cy&x=1", "/a?x=1"],
    ["/.//elsewhere.example/?lang=cy", "/.//elsewhere.example/"],
    ["/caf\u00e9 \r\n?lang=cy", "/caf%C3%A9%20%0D%0A"],
  ])("never leads off this site: %s → %s", (path, rest) => {
    const choice = languageChoiceIn(path);
    expect(choice?.rest).toBe(rest);
    expect(choice?.rest).toMatch(/^\/[^/\\]/);
  });
});
