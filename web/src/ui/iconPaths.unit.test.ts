import { describe, expect, it } from "vitest";
import { loadIconPaths } from "./iconPaths";

// The icons' paths are found by a glob over Blueprint's package where npm puts it: if it moved, every icon would fail to draw.

describe("an icon's SVG paths, fetched per icon", () => {
  it("given an icon the app shows, then its 16 px and 20 px paths are found", async () => {
    expect((await loadIconPaths("tick-circle", 16)).length).toBeGreaterThan(0);
    expect((await loadIconPaths("tick-circle", 20)).length).toBeGreaterThan(0);
  });

  it("given a size between, then the nearest set at or below it draws it (Blueprint's own rule)", async () => {
    expect(await loadIconPaths("translate", 18)).toEqual(await loadIconPaths("translate", 16));
    expect(await loadIconPaths("translate", 40)).toEqual(await loadIconPaths("translate", 20));
  });

  it("given a name Blueprint has no icon for, then the load fails (Blueprint keeps the icon's place empty)", async () => {
    await expect(loadIconPaths("no-such-icon" as never, 16)).rejects.toThrow("No paths for the icon no-such-icon");
  });
});
