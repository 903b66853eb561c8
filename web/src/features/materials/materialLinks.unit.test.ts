import { describe, expect, it } from "vitest";
import { downloadHref, otherLanguageThan } from "./materialLinks";

describe("a document's download links", () => {
  it("name the language of the file", () => {
    expect(downloadHref("/api/participant/materials/C5/documents/module-1-workbook", "cy")).toBe("/api/participant/materials/C5/documents/module-1-workbook?language=cy");
  });

  it("offer the other language beside the one on screen", () => {
    expect(otherLanguageThan("cy")).toBe("en");
    expect(otherLanguageThan("en")).toBe("cy");
  });
});
