import type { Messages } from "../en";

export const session: Messages["session"] = {
  edited: "Mae'r sesiwn wedi'i golygu'n llwyddiannus",
  deleteConfirm: "Ydych chi'n siŵr eich bod am ddileu'r sesiwn hon?",
  deleteCannotRevert: "Ni fyddwch yn gallu dadwneud hyn!",
  deleted: "Llwyddiant! Mae'r sesiwn wedi'i dileu'n llwyddiannus",
  cannotDelete: "Ni ellir dileu'r sesiwn hon",
  deleteFailed: "Wps! Aeth rhywbeth o'i le wrth ddileu'r sesiwn hon",
  linkCopied: "Copïwyd y ddolen!",
  copyFailed: "Methu copïo'r ddolen",
  locationToBeConfirmed: "I'w gadarnhau",
  fundedEvaluationNotice:
    "Mae'r cwrs hwn wedi'i ariannu, felly rhaid i bob cyfranogwr gwblhau gwerthusiadau. Mae'r {evaluation} yn cymryd tua 2 funud.",
  preCourseEvaluation: "gwerthusiad cyn y cwrs",
};
