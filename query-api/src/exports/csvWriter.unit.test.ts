import { describe, expect, it } from "vitest";
import { csvRecord } from "./csvWriter";

describe("the one CSV writer", () => {
  it("quotes a cell holding a comma, a quote or a line break, doubling its quotes", () => {
    expect(csvRecord(["plain", "a,b", 'say "hi"', "two\nlines", 7])).toBe('plain,"a,b","say ""hi""","two\nlines",7');
  });

  it("writes a text cell that would start a formula after a quote, then quotes it as any other", () => {
    expect(csvRecord(["=SUM(A1)", '=HYPERLINK("x")', "-2+3", "@x", "+1", "a=b"])).toBe(`'=SUM(A1),"'=HYPERLINK(""x"")",'-2+3,'@x,'+1,a=b`);
  });
});
