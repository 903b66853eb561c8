import type { Messages } from "../en";

export const surveyScreen: Messages["surveyScreen"] = {
  "evaluationName_pre-course": "gwerthusiad cyn y cwrs",
  evaluationName_post: "gwerthusiad ar ôl y sesiwn",
  "evaluationName_post-train-the-trainer": "gwerthusiad Hyfforddi'r Hyfforddwr",
  "evaluationName_post-trainer-upskill": "gwerthusiad Uwchsgilio Hyfforddwyr",
  "evaluationName_3-months-follow-up": "gwerthusiad dilyniant 3 mis",
  "evaluationName_6-months-follow-up": "gwerthusiad dilyniant 6 mis",
  researchTitle: "Sut rydym yn defnyddio eich atebion",
  researchNotice:
    "Mae eich atebion yn ddienw: does neb yn eu gweld wrth ymyl eich enw na'ch cyfeiriad e-bost. Mae cyllidwyr y rhaglen yn cael yr atebion dienw, a gall ymchwilwyr eu hastudio i ddysgu pa wahaniaeth mae'r cwrs yn ei wneud. Dewiswch Cytuno i ganiatáu defnyddio eich atebion ar gyfer ymchwil hefyd.",
  continueWithoutResearch: "Parhau heb ddefnydd ymchwil",
  continueWithoutResearchHint: "Gallwch roi eich adborth o hyd: caiff ei ddefnyddio i wella'r cwrs, nid ar gyfer ymchwil.",
  completion: "Cwblhau",
  answerPreviousFirst: "Atebwch y cwestiwn cyn hwn yn gyntaf",
  redirectedTitle: "Gwerthusiad arall yn gyntaf",
  whyIntro:
    "Mae'r cwrs yn cael ei ariannu i helpu pobl i gael sgyrsiau gwell am lesiant. Mae'r cwestiynau hyn yn dangos i ni a yw'n gwneud hynny, a beth sy'n helpu neu'n rhwystro.",
  whyVideo: "Gwyliwch y fideo byr: pam rydym yn gofyn",
  whyBehaviourTitle: "Pam gofyn am yr wythnos diwethaf?",
  whyBehaviourText:
    "Mae cyfrif y sgyrsiau a gawsoch mewn wythnos arferol yn rhoi man cychwyn i ni. Mae gofyn yr un cwestiynau eto ar ôl y cwrs, ac ar ôl 3 a 6 mis, yn dangos a newidiodd unrhyw beth.",
  whyStatementsTitle: "Pam yr holl ddatganiadau am wybodaeth, amser a chefnogaeth?",
  whyStatementsText:
    "Mae pobl yn newid yr hyn maen nhw'n ei wneud pan fydd ganddyn nhw'r gallu, y cyfle a'r cymhelliant. Mae'r datganiadau'n mesur pob un o'r rhain, fel y gallwn weld pa ran o'r cwrs sy'n gweithio a ble mae angen mwy o help gan gyflogwyr.",
  whyAnonymousTitle: "Pwy sy'n gweld fy atebion?",
  whyAnonymousText:
    "Caiff eich atebion eu cadw o dan god, byth wrth ymyl eich enw na'ch cyfeiriad e-bost. Dim ond atebion wedi'u hadio at ei gilydd neu heb enwau y mae hyfforddwyr a chyllidwyr yn eu gweld.",
  thankYouTitle: "Diolch",
  thankYouText: "Mae eich adborth wedi'i gofnodi. Mae deunyddiau eich cwrs yn aros amdanoch.",
  trainerThankYouText: "Diolch am gwblhau gwerthusiad Hyfforddi'r Hyfforddwr. Lawrlwythwch eich tystysgrif hyfforddwr yma.",
  goToMyDashboard: "Mynd i'm dangosfwrdd",
};
