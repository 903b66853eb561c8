import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The sessionResults slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const sessionResults: Welsh["sessionResults"] = {
  title: "{survey}: canlyniadau",
  overall: "Canlyniadau cyffredinol",
  individual: "Ymatebion unigol",
  responseRate: "Cyfradd ymateb: {rate}%",
  responseRateOver100:
    "Mae gennych chi arolygon â chyfradd ymateb dros 100%. Mae hyn oherwydd eich bod wedi cael mwy o ymatebion na mynychwyr wedi'u cadarnhau. I drwsio hyn, diweddarwch eich sesiynau i ddangos y nifer cywir o bobl a fynychodd",
  anonymous: "Mae'r ymatebion yn ddienw: ni ddangosir unrhyw enwau na chyfeiriadau e-bost.",
  attendeesRegistered: "Wedi'i gyfrif dros y mynychwyr cofrestredig: nid yw'r gofrestr presenoldeb wedi'i chymryd eto.",
  noResponses: "Dim ymatebion eto",
  noResponsesDescription: "Bydd yr atebion yn ymddangos yma mewn grwpiau o bump unwaith y bydd mynychwyr yn cyflwyno'r gwerthusiad hwn.",
  waiting:
    "{count, plural, zero {Does dim ymateb arall yn aros} one {Mae # ymateb arall yn aros} two {Mae # ymateb arall yn aros} few {Mae # ymateb arall yn aros} many {Mae # ymateb arall yn aros} other {Mae # ymateb arall yn aros}}: dangosir atebion mewn grwpiau o {batch}, fel na ellir olrhain unrhyw ateb i'r person a'i rhoddodd.",
  noAnswersYet: "Dim atebion i'w dangos eto",
  noAnswersYetDescription:
    "Dangosir atebion unwaith y bydd {batch} o fynychwyr wedi ymateb, ac yna mewn grwpiau o {batch}, fel na ellir olrhain unrhyw ateb i'r person a'i rhoddodd.",
  answered: "{count, plural, =0 {Ni atebodd neb} zero {Ni atebodd neb} one {# ateb} two {# ateb} few {# ateb} many {# ateb} other {# ateb}}",
  chartLabel: "Faint roddodd bob ateb: {question}",
  countAxis: "Nifer yr atebion",
  writtenCount: "{answer} ({count})",
  responseOf: "Ymateb {index} o {total}",
  previous: "Ymateb blaenorol",
  next: "Ymateb nesaf",
  emptyResponse: "Ni atebodd yr ymateb hwn unrhyw un o'r cwestiynau a ddangosir yma.",
  matrixRow: "{question} — {row}",
  otherAnswer: "Atebion eraill: {question}",
  backToSession: "Yn ôl i Reoli'r Sesiwn",
};

export const cy: Welsh = { sessionResults };
