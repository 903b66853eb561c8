import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The projector owns the read-model tables it creates; the query API reads them. It takes their row
// types from the projector and nothing else, so no projector code ever runs in it (ARCHITECTURE.md).

const SOURCE = join(import.meta.dirname, ".");
const ALLOWED = /^import type \{[^}]*\} from "@wellbeing\/projector\/readModels";$/;

const projectorImports = (): Array<{ file: string; statement: string }> =>
  readdirSync(SOURCE, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"))
    .flatMap((file) => {
      const text = readFileSync(join(SOURCE, file), "utf8");
      const statements = text.match(/(?:^|\n)[^\n;]*["']@wellbeing\/projector[^"']*["'][^\n]*/g) ?? [];
      return statements.map((statement) => ({ file, statement: statement.trim() }));
    });

describe("what the query API takes from the projector", () => {
  it("only the read-model row types, as types", () => {
    const imports = projectorImports();
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter(({ statement }) => !ALLOWED.test(statement))).toEqual([]);
  });
});
