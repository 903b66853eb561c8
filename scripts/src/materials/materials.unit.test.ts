import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findMaterialDocument, materialFilePath, type Language, type MaterialDocument } from "@wellbeing/domain";
import { translatorFor } from "@wellbeing/platform";
import { MATERIALS_DIRECTORY } from "@wellbeing/query-api";
import { everyMaterial, renderMaterial } from "./renderMaterial";

// The course-material PDFs are committed beside the query API; these check they are there, current, and readable in Welsh.

const committedPath = (document: MaterialDocument, language: Language) => fileURLToPath(new URL(materialFilePath(document, language), MATERIALS_DIRECTORY));

/** The text of a PDF as poppler's pdftotext extracts it (what a screen reader or a search would find), its line breaks as spaces. */
const textOf = (path: string): string => execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");

describe("the course-material PDFs", () => {
  it("exist for every document of every course in Welsh and English, with the words `npm run materials` writes", async () => {
    const materials = everyMaterial();
    expect(materials).toHaveLength(32);
    const fresh = mkdtempSync(join(tmpdir(), "materials-"));
    try {
      for (const { document, language } of materials) {
        const committed = committedPath(document, language);
        expect(readFileSync(committed).subarray(0, 5).toString(), materialFilePath(document, language)).toBe("%PDF-");
        // Compared as text: another zlib may compress the same document into other bytes.
        const rendered = join(fresh, `${document.course}-${document.id}.${language}.pdf`);
        writeFileSync(rendered, await renderMaterial(document, language));
        expect(textOf(committed), `${materialFilePath(document, language)} is stale: run npm run materials`).toBe(textOf(rendered));
      }
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 60_000);

  it("keep Welsh letters as text in the Welsh documents (the embedded font holds ŵ and ŷ)", () => {
    const guide = findMaterialDocument("YOUNG_PEOPLE", "module-2-participant-guide")!;
    const text = textOf(committedPath(guide, "cy"));
    expect(text).toContain("ŵ");
    expect(text).toContain("ŷ");
    expect(text).toContain("grŵp");
    expect(text).toContain("yn y tŷ");
    expect(text).toContain(`${translatorFor("cy")("materials.kind_participant-guide")}: Modiwl 2`);
  });

  it("word the English documents in English", () => {
    const workbook = findMaterialDocument("C5", "train-the-trainer-trainer-workbook")!;
    const text = textOf(committedPath(workbook, "en"));
    expect(text).toContain("Trainer course workbook: Train the Trainer");
    expect(text).toContain("My first delivery");
    expect(text).not.toContain("ŵ");
  });
});
