import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The materials slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const materials: Welsh["materials"] = {
  courseTitle: "Deunyddiau: {course}",
  chooseCourseIntro: "Mae gennych chi sesiynau ar fwy nag un cwrs. Dewiswch un i weld ei ddeunyddiau.",
  seeMaterials: "Gweld y deunyddiau",
  noMaterials: "Dim deunyddiau i'w dangos",
  "timing_pre-session": "Cyn y sesiwn",
  "timing_post-session": "Ar ôl y sesiwn",
  "kind_participant-guide": "Canllaw i gyfranogwyr",
  kind_workbook: "Llyfr gwaith cyfranogwyr",
  "kind_trainer-guide": "Canllaw cwrs hyfforddwyr",
  "kind_trainer-workbook": "Llyfr gwaith cwrs hyfforddwyr",
  download: "Lawrlwytho",
  downloadLabel: "Lawrlwytho {document}, {module}",
  otherLanguage: "Fersiwn Saesneg",
  otherLanguageLabel: "Fersiwn Saesneg: {document}, {module}",
  locked: "Ar glo",
  "lock_pre-course-evaluation": "Cwblhewch y gwerthusiad cyn y cwrs i agor y ddogfen hon.",
  "lock_post-session-evaluation": "Bydd yn agor pan fyddwch chi wedi cwblhau'r gwerthusiad ar ôl y sesiwn ar gyfer y modiwl hwn neu un diweddarach.",
  documentLocked: "Cwblhewch y gwerthusiad sydd ei angen ar gyfer y ddogfen hon cyn ei lawrlwytho",
};

export const cy: Welsh = { materials };
