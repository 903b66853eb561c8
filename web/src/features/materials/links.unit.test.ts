import { describe, expect, it } from "vitest";
import { downloadHref } from "./links";

describe("a document's download links", () => {
  it("name the language of the file", () => {
    expect(downloadHref("/api/participant/materials/C5/documents/module-1-workbook", "cy")).toBe(
      "/api/participant/materials/C5/documents/module-1-workbook?language=cy",
    );
  });
});
