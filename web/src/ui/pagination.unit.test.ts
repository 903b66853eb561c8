import { describe, expect, it } from "vitest";
import { pageButtons, pageCount } from "./pagination";

describe("pagination", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });

  it("shows short ranges whole, long ones around the current page with gaps", () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageButtons(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageButtons(19, 20)).toEqual([1, null, 18, 19, 20]);
    expect(pageButtons(3, 20)).toEqual([1, 2, 3, 4, null, 20]);
  });
});
