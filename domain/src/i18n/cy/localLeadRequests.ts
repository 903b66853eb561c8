import type { Messages } from "../en";

export const localLeadRequests: Messages["localLeadRequests"] = {
  title: "Ceisiadau i ddod yn arweinydd lleol",
  intro:
    "Ticiodd yr hyfforddwyr newydd hyn 'Rydw i'n rheoli grwpiau o hyfforddwyr' pan wnaethon nhw gwblhau Hyfforddi'r Hyfforddwr. Mae cymeradwyo yn gwneud eu cyfrif hyfforddwr yn gyfrif arweinydd lleol: gallant ychwanegu hyfforddwyr at eu grŵp a gweld sesiynau, mynychwyr a chanlyniadau'r grŵp.",
  count: "{count, plural, zero {Dim ceisiadau'n aros} one {# cais yn aros} two {# gais yn aros} few {# chais yn aros} many {# chais yn aros} other {# cais yn aros}}",
  asked: "Gofynnwyd ar",
  approve: "Cymeradwyo",
  decline: "Gwrthod",
  approveNamed: "Cymeradwyo cais {name}",
  declineNamed: "Gwrthod cais {name}",
  confirmApprove: "Gwneud {name} yn arweinydd lleol? Byddant yn gallu ychwanegu hyfforddwyr at eu grŵp a gweld ei sesiynau, ei fynychwyr a'i ganlyniadau.",
  confirmDecline: "Gwrthod cais {name}? Byddant yn aros yn hyfforddwr.",
  cancel: "Canslo",
  approved: "Mae {name} bellach yn arweinydd lleol. Rydym wedi rhoi gwybod iddynt drwy e-bost.",
  declined: "Cafodd cais {name} ei wrthod. Rydym wedi rhoi gwybod iddynt drwy e-bost.",
  approvedNotSent: "Mae {name} bellach yn arweinydd lleol, ond ni allem anfon e-bost atynt ar hyn o bryd.",
  declinedNotSent: "Cafodd cais {name} ei wrthod, ond ni allem anfon e-bost atynt ar hyn o bryd.",
  failed: "Gwall!, {message}",
  homeNotice:
    "{count, plural, zero {Does dim hyfforddwyr newydd yn aros am benderfyniad ar gyfrif arweinydd lleol.} one {Mae # hyfforddwr newydd yn aros am benderfyniad ar gyfrif arweinydd lleol.} two {Mae # hyfforddwr newydd yn aros am benderfyniad ar gyfrif arweinydd lleol.} few {Mae # hyfforddwr newydd yn aros am benderfyniad ar gyfrif arweinydd lleol.} many {Mae # hyfforddwr newydd yn aros am benderfyniad ar gyfrif arweinydd lleol.} other {Mae # hyfforddwr newydd yn aros am benderfyniad ar gyfrif arweinydd lleol.}}",
  review: "Adolygu'r ceisiadau",
  approvedSubject: "Mae eich cyfrif arweinydd lleol yn barod",
  approvedHeading: "Helo {name}",
  approvedIntro: "Mae gweinyddwr wedi cymeradwyo eich cais: mae eich cyfrif hyfforddwr bellach yn gyfrif arweinydd lleol. Gallwch ychwanegu hyfforddwyr at eich grŵp a dilyn eu sesiynau a'u canlyniadau.",
  approvedHowTo: "Mewngofnodwch eto (neu dewiswch Newid cyfrif) a dewiswch Arweinydd lleol.",
  declinedSubject: "Eich cais am gyfrif arweinydd lleol",
  declinedHeading: "Helo {name}",
  declinedIntro: "Mae gweinyddwr wedi edrych ar eich cais am gyfrif arweinydd lleol ac wedi'i wrthod. Rydych chi'n cadw eich cyfrif hyfforddwr a gallwch barhau i gynnal eich sesiynau.",
  logIn: "Mewngofnodi",
};
