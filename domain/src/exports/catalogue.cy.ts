import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The exports slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const dataExports: Welsh["dataExports"] = {
  exportResponses: "Allforio ymatebion",
  exportSessions: "Allforio sesiynau",
  exportTrainers: "Allforio hyfforddwyr",
  exportParticipants: "Allforio cyfranogwyr",
  researchExport: "Allforio ar gyfer ymchwil",
  researchExportTitle: "Allforio ar gyfer ymchwil",
  researchExportIntro:
    "Set ddata ddienw o'r ymatebion i werthusiadau a roddwyd gyda chaniatâd ymchwil, fel yr oeddent ar ddiwedd y diwrnod a ddewiswyd, gyda geiriadur data yn Saesneg ac yn Gymraeg. Mae'r un diwrnod bob amser yn rhoi'r un ffeil.",
  researchAsOf: "Fel yr oedd ar ddiwedd",
  researchDownload: "Lawrlwytho'r allforio ar gyfer ymchwil",
  asOfFuture: "Dewiswch heddiw neu ddiwrnod cynharach",
  sessionDates: "Dyddiadau'r sesiwn",
  localAuthority: "Awdurdod lleol",
  surveyType: "Math o arolwg",
  researchConsent: "Caniatâd ymchwil",
  name: "Enw",
  email: "E-bost",
  role: "Rôl",
  organisation: "Sefydliad",
  localAuthorities: "Awdurdodau lleol",
  localLead: "Arweinydd lleol",
  trainerCount: "Hyfforddwyr yn y grŵp",
  archived: "Wedi'i archifo",
  registrationDate: "Dyddiad cofrestru",
  dictionaryColumn: "Colofn",
  dictionaryDescription: "Disgrifiad (Saesneg)",
  dictionaryDescriptionWelsh: "Disgrifiad (Cymraeg)",
  dictionaryValues: "Gwerthoedd",
  researchResponse: "Yr ymateb: ID ffugenwol, sefydlog ar draws allforion ar gyfer ymchwil",
  researchSession: "Y sesiwn hyfforddi: ID ffugenwol, sefydlog ar draws allforion ar gyfer ymchwil",
  researchSurveyType:
    "Pa werthusiad y mae'r ymateb hwn yn ei ateb (pre-course, post, 3-months-follow-up, 6-months-follow-up, post-train-the-trainer, post-trainer-upskill)",
  researchQuestionnaireVersion: "Fersiwn yr holiadur a atebwyd gan yr ymateb",
  researchCourse: "Y cwrs: C5 (cwrs safonol) neu YOUNG_PEOPLE (cwrs pobl ifanc)",
  researchModules: "Modiwlau'r sesiwn, wedi'u gwahanu gan atalnodau",
  researchFirstDate: "Dyddiad cyntaf y sesiwn (BBBB-MM-DD)",
  researchLastDate: "Dyddiad olaf y sesiwn (BBBB-MM-DD)",
  researchDelivery: "Sut y cyflwynwyd y sesiwn: online (ar-lein) neu faceToFace (wyneb yn wyneb)",
  researchTrainers: "Hyfforddwyr y sesiwn fel IDs ffugenwol, wedi'u gwahanu gan atalnodau",
  researchSessionAttended:
    "Faint y mae cofrestr presenoldeb y sesiwn yn dweud a ddaeth (ar unrhyw un o'i dyddiadau): cyfrif ar gyfer y sesiwn, byth pwy; yn wag nes bod y gofrestr wedi'i chymryd",
  researchDemographic: "{question} (cwestiwn demograffig: wedi'i ateb unwaith gan bob person, ar yr ymateb a'i gofynnodd)",
  yes: "Ie",
  no: "Na",
  questionOfGroup: "{group}: {question}",
  exportResponsesTitle: "Allforio ymatebion",
  exportResponsesIntro:
    "Yr ymatebion i werthusiadau ar gyfer y sesiynau sydd â dyddiad rhwng y diwrnodau hyn. Gadewch ddiwrnod yn wag i adael y pen hwnnw'n agored.",
  exportTrainersTitle: "Allforio hyfforddwyr",
  exportTrainersIntro: "Yr hyfforddwyr a'r arweinwyr lleol a gofrestrodd rhwng y diwrnodau hyn. Gadewch ddiwrnod yn wag i adael y pen hwnnw'n agored.",
};

const csvHeaders: Welsh["csvHeaders"] = {
  sessionId: "ID y sesiwn",
  course: "Cwrs",
  modules: "Modiwlau",
  dates: "Dyddiadau",
  times: "Amseroedd",
  delivery: "Dull cyflwyno",
  location: "Lleoliad",
  trainers: "Hyfforddwyr",
  capacity: "Capasiti",
  confirmedParticipants: "Cyfranogwyr wedi'u cadarnhau",
  spacesRemaining: "Lleoedd ar ôl",
  attended: "Wedi dod",
  created: "Crëwyd",
};

export const cy: Welsh = { dataExports, csvHeaders };
