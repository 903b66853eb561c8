// The course-material PDFs (§2.14) lie in query-api/materials/, one folder per course, written by `npm run materials`.

/** The folder of the course-material PDFs (a file URL ending in a slash). */
export const MATERIALS_DIRECTORY = new URL("../../materials/", import.meta.url);
