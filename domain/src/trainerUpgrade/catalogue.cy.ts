import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The trainerUpgrade slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const trainerUpgrade: Welsh["trainerUpgrade"] = {
  stepNotPending: "Nid yw'r cam hwn o ddod yn hyfforddwr yn aros amdanoch chi.",
  consentRequired: "Rhaid i chi gytuno i fynediad eich arweinydd lleol a'ch arweinydd rhanbarthol i greu cyfrif",
  verifyEmailFirst:
    "Dilyswch eich cyfeiriad e-bost cyn creu cyfrif hyfforddwr: dilynwch y ddolen a anfonwyd atoch drwy e-bost, neu anfonwch hi eto o'ch tudalen gartref.",
  trainTheTrainerNotAttended:
    "Gallwch greu cyfrif hyfforddwr ar ôl i chi fynychu sesiwn Hyfforddi'r Hyfforddwr. Os gwnaethoch chi fynychu un, gofynnwch i'w hyfforddwr eich ychwanegu at ei fynychwyr cofrestredig.",
  noRequestWaiting: "Nid yw'r cais hwn am gyfrif arweinydd lleol yn aros am benderfyniad mwyach.",
  localLeadRequestWaiting:
    "Rydych chi wedi gofyn am gyfrif arweinydd lleol: bydd gweinyddwr yn edrych ar eich cais a byddwn yn anfon eu penderfyniad atoch drwy e-bost. Tan hynny, hyfforddwr ydych chi.",
  signUpTitle: "Cwblhewch eich cyfrif hyfforddwr",
  signUpIntro:
    "Da iawn am gwblhau Hyfforddi'r Hyfforddwr ({course}). Dywedwch wrthym ble byddwch chi'n darparu sesiynau, ac mae eich cyfrif hyfforddwr yn barod.",
  nothingPending: "Does dim cyfrif hyfforddwr yn aros i chi ei greu.",
  localAuthoritiesHint: "Lle byddwch chi'n darparu sesiynau. Teipiwch enw i ychwanegu un sydd ddim yn y rhestr.",
  managerHeading: "Eich rôl",
  managerLabel: "Rydw i'n rheoli grwpiau o hyfforddwyr",
  managerHint:
    "Ticiwch hwn os ydych chi'n arwain grŵp o hyfforddwyr: byddwn yn gofyn i weinyddwr wneud eich cyfrif yn gyfrif arweinydd lleol. Tan hynny, cyfrif hyfforddwr fydd eich cyfrif.",
  consentHeading: "Caniatâd",
  consentLabel: "Rydw i'n cytuno y gall fy arweinydd lleol a'r arweinydd rhanbarthol weld fy sesiynau a chanlyniadau fy ngwerthusiadau",
  signUp: "Creu cyfrif",
  haveTrainerAccount: "Oes gennych chi gyfrif hyfforddwr yn barod?",
  howItWorksTitle: "Sut mae'r offeryn hwn yn gweithio",
  howItWorksIntro:
    "Gwyliwch y fideo byr hwn cyn dechrau: mae'n dangos sut i greu sesiwn, gwahodd cyfranogwyr, casglu eu gwerthusiadau a darllen eich canlyniadau.",
  watchVideo: "Gwylio'r fideo",
  opensInNewTab: "(yn agor mewn tab newydd)",
  adviceIntro: "Popeth sydd ei angen arnoch chi i gynnal eich sesiynau gyda'r offeryn hwn.",
  toolHeading: "Sut mae'r offeryn yn eich helpu",
  toolText:
    "Crëwch sesiwn ar gyfer pob dyddiad hyfforddi, yna gwahoddwch gyfranogwyr drwy e-bost neu rhannwch ddolen gofrestru'r sesiwn. Mae cyfranogwyr yn cofrestru, yn cael nodiadau atgoffa ac yn cwblhau eu gwerthusiadau yma, ac rydych chi'n dilyn cofrestriadau, ymatebion a chanlyniadau ar eich dangosfwrdd wrth iddyn nhw gyrraedd.",
  videosHeading: "Fideos esboniadol",
  videoSessions: "Creu sesiwn a gwahodd cyfranogwyr",
  videoEvaluations: "Casglu gwerthusiadau a darllen eich canlyniadau",
  feedbackHeading: "Dywedwch wrthym beth rydych chi'n ei feddwl",
  feedbackText: "Helpwch ni i wella'r offeryn i hyfforddwyr.",
  feedbackLink: "Agor y ffurflen adborth",
  supportHeading: "Angen help?",
  supportText: "Ysgrifennwch at y tîm cymorth:",
  certifiedTitle: "Rydych chi bellach yn hyfforddwr ardystiedig",
  certifiedText:
    "Lawrlwythwch eich tystysgrif hyfforddwr, yna darllenwch y cyngor isod. Pan fyddwch chi'n barod, ewch i'ch dangosfwrdd i greu eich sesiwn gyntaf.",
  certificateLink: "Lawrlwytho fy nhystysgrif",
  finish: "Mynd i fy nangosfwrdd",
};

const localLeadRequests: Welsh["localLeadRequests"] = {
  title: "Ceisiadau i ddod yn arweinydd lleol",
  intro:
    "Ticiodd yr hyfforddwyr newydd hyn 'Rydw i'n rheoli grwpiau o hyfforddwyr' pan wnaethon nhw gwblhau Hyfforddi'r Hyfforddwr. Mae cymeradwyo yn gwneud eu cyfrif hyfforddwr yn gyfrif arweinydd lleol: gallant ychwanegu hyfforddwyr at eu grŵp a gweld sesiynau, mynychwyr a chanlyniadau'r grŵp.",
  count:
    "{count, plural, zero {Dim ceisiadau'n aros} one {# cais yn aros} two {# gais yn aros} few {# chais yn aros} many {# chais yn aros} other {# cais yn aros}}",
  asked: "Gofynnwyd ar",
  approve: "Cymeradwyo",
  approveNamed: "Cymeradwyo cais {name}",
  declineNamed: "Gwrthod cais {name}",
  confirmApprove: "Gwneud {name} yn arweinydd lleol? Byddant yn gallu ychwanegu hyfforddwyr at eu grŵp a gweld ei sesiynau, ei fynychwyr a'i ganlyniadau.",
  confirmDecline: "Gwrthod cais {name}? Byddant yn aros yn hyfforddwr.",
  approved: "Mae {name} bellach yn arweinydd lleol. Rydym wedi rhoi gwybod iddynt drwy e-bost.",
  declined: "Cafodd cais {name} ei wrthod. Rydym wedi rhoi gwybod iddynt drwy e-bost.",
  approvedNotSent: "Mae {name} bellach yn arweinydd lleol, ond ni allem anfon e-bost atynt ar hyn o bryd.",
  declinedNotSent: "Cafodd cais {name} ei wrthod, ond ni allem anfon e-bost atynt ar hyn o bryd.",
  homeNotice:
    "{count, plural, zero {Does dim hyfforddwyr newydd yn aros am benderfyniad ar gyfrif arweinydd lleol.} one {Mae # hyfforddwr newydd yn aros am benderfyniad ar gyfrif arweinydd lleol.} two {Mae # hyfforddwr newydd yn aros am benderfyniad ar gyfrif arweinydd lleol.} few {Mae # hyfforddwr newydd yn aros am benderfyniad ar gyfrif arweinydd lleol.} many {Mae # hyfforddwr newydd yn aros am benderfyniad ar gyfrif arweinydd lleol.} other {Mae # hyfforddwr newydd yn aros am benderfyniad ar gyfrif arweinydd lleol.}}",
  review: "Adolygu'r ceisiadau",
  approvedSubject: "Mae eich cyfrif arweinydd lleol yn barod",
  approvedIntro:
    "Mae gweinyddwr wedi cymeradwyo eich cais: mae eich cyfrif hyfforddwr bellach yn gyfrif arweinydd lleol. Gallwch ychwanegu hyfforddwyr at eich grŵp a dilyn eu sesiynau a'u canlyniadau.",
  approvedHowTo: "Mewngofnodwch eto (neu dewiswch Newid cyfrif) a dewiswch Arweinydd lleol.",
  declinedSubject: "Eich cais am gyfrif arweinydd lleol",
  declinedIntro:
    "Mae gweinyddwr wedi edrych ar eich cais am gyfrif arweinydd lleol ac wedi'i wrthod. Rydych chi'n cadw eich cyfrif hyfforddwr a gallwch barhau i gynnal eich sesiynau.",
};

export const cy: Welsh = { trainerUpgrade, localLeadRequests };
