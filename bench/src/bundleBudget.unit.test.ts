import { describe, expect, it } from "vitest";
import { initialChunks } from "./bundleBudget";

describe("the welcome page's initial JavaScript", () => {
  it("is the entry chunk and everything it imports statically, each once; chunks loaded on demand and styles are left out", () => {
    const manifest = {
      "index.html": {
        file: "assets/index.js",
        isEntry: true,
        imports: ["_react.js", "_shared.js"],
        dynamicImports: ["src/Staff.tsx"],
        css: ["assets/index.css"],
      },
      "_react.js": { file: "assets/react.js" },
      "_shared.js": { file: "assets/shared.js", imports: ["_react.js"] },
      "src/Staff.tsx": { file: "assets/Staff.js", isDynamicEntry: true, imports: ["_table.js", "_shared.js"] },
      "_table.js": { file: "assets/table.js" },
      "_styles.css": { file: "assets/styles.css" },
    };
    expect(initialChunks(manifest)).toEqual(["assets/index.js", "assets/react.js", "assets/shared.js"]);
  });
});
