import type { Messages } from "../en";

export const behaviourQuestions: Messages["behaviourQuestions"] = {
  peopleSeen:
    "Yn ystod yr wythnos ddiwethaf, faint o bobl y gwnaethoch chi gwrdd â nhw drwy eich gwaith a allai fod wedi elwa o sgwrs am eu llesiant?",
  talkedAboutWellbeing: "O'r bobl hynny, â faint ohonyn nhw y gwnaethoch chi siarad am eu llesiant?",
  helpedPlanSteps: "O'r bobl hynny, faint ohonyn nhw y gwnaethoch chi eu helpu i gynllunio camau bach i ofalu am eu llesiant?",
  pointedToSupport: "O'r bobl hynny, faint ohonyn nhw y gwnaethoch chi eu cyfeirio at gymorth arall a allai eu helpu?",
  notMoreThanPeopleSeen: "Ni all hwn fod yn fwy na nifer y bobl yn y cwestiwn cyntaf.",
  knowledge: "Mae gen i ddigon o wybodaeth i gael y math hwn o sgwrs.",
  skill: "Mae gen i'r sgiliau i gael y math hwn o sgwrs yn dda.",
  habit: "Mae'r math hwn o sgwrs yn rhywbeth rwy'n ei wneud heb orfod meddwl amdano.",
  expectedOutcome: "Mae'r math hwn o sgwrs yn gwneud gwahaniaeth go iawn i'r bobl rwy'n ei chael gyda nhw.",
  confidence: "Mae gen i hyder i gael y math hwn o sgwrs.",
  colleaguesSupport: "Mae'r bobl rwy'n gweithio gyda nhw yn fy nghefnogi i gael y math hwn o sgwrs.",
  employerSupport: "Mae fy nghyflogwr yn fy nghefnogi i gael y math hwn o sgwrs.",
  time: "Mae gen i ddigon o amser yn fy niwrnod gwaith ar gyfer y math hwn o sgwrs.",
  role: "Mae'r math hwn o sgwrs yn rhan o fy rôl.",
};
