import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { materialFilePath } from "@wellbeing/domain";
import { MATERIALS_DIRECTORY } from "@wellbeing/query-api";
import { everyMaterial, renderMaterial } from "./renderMaterial";

// `npm run materials`: writes every course-material PDF (each course's documents, in Welsh and English)
// into the folder the query API serves them from. The files are committed; run it after changing their words.

for (const { document, language } of everyMaterial()) {
  const path = fileURLToPath(new URL(materialFilePath(document, language), MATERIALS_DIRECTORY));
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, await renderMaterial(document, language));
  console.log(path);
}
