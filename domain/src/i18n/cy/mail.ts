import type { Messages } from "../en";

export const mail: Messages["mail"] = {
  sent: "Wedi'i wneud! Mae'r negeseuon e-bost wedi'u hanfon yn llwyddiannus",
  surveySent: "Wedi'i wneud, anfonwyd y negeseuon e-bost yn llwyddiannus!",
  scheduled: "Wedi'i wneud! Mae'r e-bost wedi'i drefnu'n llwyddiannus",
  canceled: "Mae'r e-bost wedi'i ganslo'n llwyddiannus",
  noParticipants: "Nid oes cyfranogwyr yn y sesiwn hon",
  addRecipients: "Dylech ychwanegu cyfeiriadau e-bost y derbynwyr",
  selectScheduleDate: "Dewiswch ddyddiad ac amser anfon",
  invalidTag: "Annilys!",
  noEmailsSent: "Nid oes negeseuon e-bost wedi'u hanfon",
  noRemindersSent: "Nid oes negeseuon e-bost atgoffa wedi'u hanfon!",
  noEmailsScheduled: "Dim negeseuon e-bost wedi'u trefnu",
  surveyEmailFailed: "Gwall! Aeth rhywbeth o'i le",
  errorPrefix: "Gwall!, ",
  copied: "Wedi'i gopïo!",
  dateInPast: "Dewiswch ddyddiad ac amser yn y dyfodol",
  alreadySent: "Mae'r e-bost hwn eisoes wedi'i anfon",
  mailServerDown: "Nid oedd modd anfon yr e-bost. Rhowch gynnig arall arni yn nes ymlaen.",
  surveyLinkMismatch: "Nid yw hon yn ddolen gwerthuso ar gyfer y sesiwn hon",
  surveyIntroPreCourse:
    "Diolch am gofrestru ar gyfer sesiwn hyfforddi {course}. Cyn iddi ddechrau, dywedwch ychydig wrthym am sut rydych yn teimlo nawr, er mwyn i ni weld pa wahaniaeth y mae'r cwrs yn ei wneud.",
  surveyIntroPost: "Diolch am gymryd rhan yn sesiwn hyfforddi {course}. Dywedwch wrthym sut aeth hi.",
  surveyIntroPostTrainTheTrainer:
    "Diolch am gymryd rhan yn sesiwn Hyfforddi'r Hyfforddwr {course}. Dywedwch wrthym sut aeth hi a pha mor barod rydych yn teimlo i gyflwyno'r cwrs.",
  surveyIntroPostTrainerUpskill:
    "Diolch am gymryd rhan yn sesiwn Uwchsgilio Hyfforddwyr {course}. Dywedwch wrthym sut aeth hi a pha mor barod rydych yn teimlo i gyflwyno'r cwrs.",
  surveyIntroThreeMonths: "Dri mis yn ôl, fe wnaethoch gymryd rhan yn hyfforddiant {course}. Dywedwch wrthym sut mae pethau wedi mynd ers hynny.",
  surveyIntroSixMonths: "Chwe mis yn ôl, fe wnaethoch gymryd rhan yn hyfforddiant {course}. Dywedwch wrthym sut mae pethau wedi mynd ers hynny.",
  resetSubject: "Ailosod eich cyfrinair",
  resetHeading: "Ailosod eich cyfrinair",
  resetIntro: "Cawsom gais i ailosod cyfrinair eich cyfrif.",
  resetValidity:
    "Mae'r ddolen isod yn gweithio unwaith, am awr. Os na wnaethoch ofyn am hyn, gallwch anwybyddu'r e-bost hwn: bydd eich cyfrinair yn aros fel y mae.",
  resetAction: "Ailosod y cyfrinair",
  buttonFallback: "Os nad yw'r botwm yn gweithio, copïwch y cyfeiriad hwn i'ch porwr: {url}",
};
