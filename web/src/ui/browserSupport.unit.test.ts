import { describe, expect, it } from "vitest";
import { isUnsupportedBrowser, type BrowserFacts } from "./browserSupport";

const modern: BrowserFacts = {
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  hasFetch: true,
  hasPromise: true,
  hasWebSocket: true,
  supportsGrid: true,
};

describe("isUnsupportedBrowser (§1)", () => {
  it("leaves a modern browser alone", () => {
    expect(isUnsupportedBrowser(modern)).toBe(false);
  });

  it("warns Internet Explorer users", () => {
    expect(isUnsupportedBrowser({ ...modern, userAgent: "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko" })).toBe(true);
  });

  it("warns browsers lacking a feature the app needs", () => {
    expect(isUnsupportedBrowser({ ...modern, hasWebSocket: false })).toBe(true);
    expect(isUnsupportedBrowser({ ...modern, supportsGrid: false })).toBe(true);
  });
});
