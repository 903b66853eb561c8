import { COURSES, LANGUAGES, courseDocuments, type Language, type MaterialDocument } from "@wellbeing/domain";
import { translatorFor } from "@wellbeing/platform";
import { documentText } from "./documentText";
import { materialPdf } from "./materialPdf";

/** A document's PDF in a language. */
export const renderMaterial = (document: MaterialDocument, language: Language): Promise<Buffer> =>
  materialPdf(documentText(document, language, translatorFor(language)), language);

/** Every document of every course, in every language. */
export const everyMaterial = (): ReadonlyArray<{ readonly document: MaterialDocument; readonly language: Language }> =>
  COURSES.flatMap((course) => courseDocuments(course).flatMap((document) => LANGUAGES.map((language) => ({ document, language }))));
