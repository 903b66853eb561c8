import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The results slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const results: Welsh["results"] = {
  title_all: "Yr holl ganlyniadau",
  title_me: "Eich canlyniadau",
  title_myGroup: "Canlyniadau fy ngrŵp",
  title_localLeadGroup: "Canlyniadau grŵp {trainerName}",
  title_trainer: "Canlyniadau {trainerName}",
  pageTitle: "{prefix}: {course} – {view}",
  dataSince: "Data a gasglwyd ers cofrestru ar {date}",
  chooseCourseIntro: "Dewiswch y cwrs yr hoffech weld ei ganlyniadau.",
  reach: "Cyrhaeddiad",
  confirmedParticipantsColumn: "Cyfranogwyr wedi'u cadarnhau",
  surveyColumn: "Arolwg",
  responseRateColumn: "Cyfradd ymateb",
  notApplicable: "Amh.",
  percent: "{value}%",
  modulesCaption: "Sesiynau a chyfranogwyr wedi'u cadarnhau fesul modiwl",
  surveysCaption: "Ymatebion a chyfradd ymateb fesul arolwg",
  rateOverHundred:
    "Mae gennych arolygon sydd â chyfradd ymateb dros 100%. Mae hyn oherwydd eich bod wedi cael mwy o ymatebion nag o fynychwyr wedi'u cadarnhau. I gywiro hyn, diweddarwch eich sesiynau i ddangos nifer cywir y bobl a fynychodd",
  trainerFeedback: "Adborth am yr hyfforddwr",
  noTrainerFeedback: "Dim adborth am yr hyfforddwr eto",
  theseResults: "Y canlyniadau hyn",
  everyone: "Pawb",
  feedbackCaption: "{item} ({survey}): cyfran pob ateb",
  responsesCount: "{count, plural, zero {Dim ymatebion} one {# ymateb} two {# ymateb} few {# ymateb} many {# ymateb} other {# ymateb}}",
  behavioural: "Ymddygiad",
  noBehavioural: "Dim atebion am ymddygiad eto",
  measure_capability: "Gallu",
  measure_opportunity: "Cyfle",
  measure_motivation: "Cymhelliant",
  measure_behaviour: "Ymddygiad",
  measureColumn: "Mesur",
  behaviouralCaption: "{conversation}: sgoriau cymedrig allan o 100 (y canlyniadau hyn, pawb)",
  respondentsCount:
    "{count, plural, zero {Dim ymatebwyr} one {# ymatebydd} two {# ymatebydd} few {# ymatebydd} many {# ymatebydd} other {# ymatebydd}} ({everyone} i gyd)",
  conversation_wellbeing: "Siarad â rhywun am ei lesiant",
  conversation_planning: "Helpu rhywun i gynllunio camau bach",
  conversation_support: "Cyfeirio rhywun at gymorth arall",
  sessionsShown:
    "Yn dangos y {shown} diweddaraf o {count, plural, zero {# sesiwn} one {# sesiwn} two {# sesiwn} few {# sesiwn} many {# sesiwn} other {# sesiwn}}",
  sessionsCaption: "{title}: sesiynau",
  loading: "Wrthi'n llwytho'r canlyniadau",
  trainerDataNotFound: "Gwall!, ni chafwyd hyd i ddata'r hyfforddwr",
  chooseTarget: "Dewiswch un o me, trainer, all, myGroup neu localLeadGroup",
};

export const cy: Welsh = { results };
