import { SPECIAL_MODULE_OF_COURSE, type Course, type Module } from "../constants";
import type { Language } from "../i18n/language";
import { isSpecialModule } from "../sessions/rules";

// The course materials of §2.14: per course and module, a document to read before the session and one to work
// through after it, each in Welsh and English. The PDF files are ours (written by scripts/src/materials).

/** Whether a document belongs before its module's session or after it (§6 gates each differently). */
export const MATERIAL_TIMINGS = ["pre-session", "post-session"] as const;
type MaterialTiming = (typeof MATERIAL_TIMINGS)[number];

/** The kinds of document: participants' guide and workbook, and the trainer-course ones of the special modules. */
export const MATERIAL_KINDS = ["participant-guide", "workbook", "trainer-guide", "trainer-workbook"] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

export interface MaterialDocument {
  /** Unique within its course: `<module>-<kind>`, e.g. `module-1-workbook`; the download path names it. */
  readonly id: string;
  readonly course: Course;
  readonly module: Module;
  readonly kind: MaterialKind;
  readonly timing: MaterialTiming;
}

/** The modules a course has documents for: its three modules and its own special module (§9). */
export const materialModulesOf = (course: Course): ReadonlyArray<Module> => ["1", "2", "3", SPECIAL_MODULE_OF_COURSE[course]];

const moduleSlug = (module: Module): string => (isSpecialModule(module) ? module : `module-${module}`);

const documentOf = (course: Course, module: Module, kind: MaterialKind, timing: MaterialTiming): MaterialDocument => ({
  id: `${moduleSlug(module)}-${kind}`,
  course,
  module,
  kind,
  timing,
});

/** A module's documents in the order its card lists them: the pre-session one, then the post-session one. */
export const moduleDocuments = (course: Course, module: Module): ReadonlyArray<MaterialDocument> => {
  if (!materialModulesOf(course).includes(module)) return [];
  return isSpecialModule(module)
    ? [documentOf(course, module, "trainer-guide", "pre-session"), documentOf(course, module, "trainer-workbook", "post-session")]
    : [documentOf(course, module, "participant-guide", "pre-session"), documentOf(course, module, "workbook", "post-session")];
};

/** Every document of a course. */
export const courseDocuments = (course: Course): ReadonlyArray<MaterialDocument> =>
  materialModulesOf(course).flatMap((module) => moduleDocuments(course, module));

/** A course's document by its id, or null. */
export const findMaterialDocument = (course: Course, id: string): MaterialDocument | null =>
  courseDocuments(course).find((document) => document.id === id) ?? null;

/** Where a document's PDF lies under the materials folder, per language: `C5/module-1-workbook.cy.pdf`. */
export const materialFilePath = (document: MaterialDocument, language: Language): string => `${document.course}/${document.id}.${language}.pdf`;

/** The name a download is saved under: `c5-module-1-workbook-cy.pdf`. */
export const materialDownloadName = (document: MaterialDocument, language: Language): string =>
  `${document.course.toLowerCase().replace("_", "-")}-${document.id}-${language}.pdf`;
