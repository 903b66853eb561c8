import { Schema } from "effect";
import { COURSES } from "../constants";
import { FileBody, defineContract, requestPart, type PathParams } from "../http/contract";
import { LANGUAGES } from "../i18n/language";
import { oneOf } from "../shared/fields";
import { says } from "../shared/fieldMessage";
import { MaterialCoursesAnswer, MaterialsAnswer } from "./answers";

// The HTTP contracts of the course materials (§2.14, §6, §7).

const Course = Schema.Literal(...COURSES);

/** `:course` of a materials path: C5 or YOUNG_PEOPLE; anything else names no course (404). */
const courseParams: PathParams<{ readonly course: (typeof COURSES)[number] }> = { schema: Schema.Struct({ course: Course }), names: "course" };

/** `:course/documents/:document` of a download path; the document is judged against the catalogue. */
const materialDocumentParams: PathParams<{ readonly course: (typeof COURSES)[number]; readonly document: string }> = {
  schema: Schema.Struct({ course: Course, document: Schema.String.pipe(Schema.pattern(/^[a-z0-9-]{1,64}$/)) }),
  names: { course: "course", document: "document" },
};

/** `?language=cy|en` of a download: the language of the file (else the caller's). */
const MaterialDownloadQuery = requestPart(
  Schema.Struct({ language: Schema.optional(oneOf(LANGUAGES, says("input.chooseOneOf", { values: LANGUAGES.join(", ") }))) }),
);

export const materialCoursesContract = defineContract({
  method: "GET",
  path: "/api/participant/materials",
  readModels: ["sessions", "roster"],
  summary: "The courses the participant has materials for (their confirmed sessions' courses)",
  audience: "participant",
  answer: MaterialCoursesAnswer,
});

export const materialsContract = defineContract({
  method: "GET",
  path: "/api/participant/materials/:course",
  readModels: ["sessions", "roster"],
  summary: "A course's materials for the participant: one card per module of their sessions, each document open or locked (§6)",
  audience: "participant",
  params: courseParams,
  answer: MaterialsAnswer,
});

const MATERIAL_DOWNLOAD_PATH = "/api/participant/materials/:course/documents/:document";

export const materialDownloadContract = defineContract({
  method: "GET",
  path: MATERIAL_DOWNLOAD_PATH,
  readModels: ["sessions", "roster"],
  summary: "A course-material PDF in the language asked for (else the caller's); a locked document is refused (§6)",
  audience: "participant",
  params: materialDocumentParams,
  query: MaterialDownloadQuery,
  answer: FileBody,
  file: { mediaType: "application/pdf" },
});

/** The path that downloads a document. */
export const materialDownloadPath = (course: (typeof COURSES)[number], document: string): string =>
  MATERIAL_DOWNLOAD_PATH.replace(":course", course).replace(":document", document);

export const MATERIAL_CONTRACTS = [materialCoursesContract, materialsContract, materialDownloadContract] as const;
