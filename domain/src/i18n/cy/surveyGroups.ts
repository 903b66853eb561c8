import type { Messages } from "../en";

export const surveyGroups: Messages["surveyGroups"] = {
  demographic: "Amdanoch chi",
  demographicIntro: "Dim ond unwaith rydyn ni'n gofyn y rhain. Maen nhw'n ein helpu i weld pwy mae'r cwrs yn eu cyrraedd.",
  behaviour: "Mewnwelediadau ymddygiad",
  behaviourIntro: "Meddyliwch am yr wythnos ddiwethaf yn y gwaith.",
  conversationsWellbeing: "Mewnwelediadau ymddygiad: siarad â rhywun am ei lesiant",
  conversationsPlanning: "Mewnwelediadau ymddygiad: helpu rhywun i gynllunio camau bach",
  conversationsSupport: "Mewnwelediadau ymddygiad: cyfeirio rhywun at gymorth arall",
  statementsIntro: "Faint ydych chi'n cytuno â phob datganiad? Mae 0 seren yn golygu dim o gwbl, mae 5 seren yn golygu'n llwyr.",
  expectedBehaviour: "Edrych ymlaen",
  aboutYourTrainer: "Am eich hyfforddwr",
  sessionOverall: "Y sesiwn yn gyffredinol",
  teachingHabits: "Adborth Hyfforddi'r Hyfforddwr",
  expectedTeaching: "Cyflwyno'r cwrs",
  courseOverall: "Y cwrs yn gyffredinol",
};
