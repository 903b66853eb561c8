import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The auth slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const auth: Welsh["auth"] = {
  participantLogInTitle: "Mewngofnodi fel cyfranogwr",
  staffLogInIntro: "Mewngofnodwch fel hyfforddwr, arweinydd lleol neu weinyddwr.",
  participantLogInIntro: "Mewngofnodwch i'ch cyfrif cyfranogwr ar y cwrs.",
  password: "Cyfrinair",
  showPassword: "Dangos y cyfrinair",
  hidePassword: "Cuddio'r cyfrinair",
  confirmNewPassword: "Cadarnhau'r cyfrinair newydd",
  forgotPassword: "Wedi anghofio'r cyfrinair?",
  logIn: "Mewngofnodi",
  noAccount: "Heb gyfrif?",
  signUp: "Creu cyfrif",
  signUpTitle: "Crëwch gyfrif",
  fullName: "Enw llawn",
  signUpConsent:
    "Drwy greu cyfrif rydych yn cytuno ein bod yn cadw data eich proffil (eich enw a'ch cyfeiriad e-bost) a chanlyniadau eich gwerthusiadau. Caiff eich atebion i'r gwerthusiadau eu gwneud yn ddienw cyn iddynt gael eu dadansoddi, eu hadrodd i gyllidwyr y cwrs a'u defnyddio ar gyfer ymchwil.",
  correspondenceLanguage: "Ym mha iaith y dylem ysgrifennu atoch chi?",
  haveAccount: "Oes gennych gyfrif eisoes?",
  chooseAccountTitle: "Dewiswch gyfrif",
  chooseAccountIntro: "Mae gennych fwy nag un cyfrif. Pa un yr hoffech ei ddefnyddio?",
  languageSaved: "{language, select, cy {Byddwn yn ysgrifennu atoch yn Gymraeg o hyn ymlaen.} other {Byddwn yn ysgrifennu atoch yn Saesneg o hyn ymlaen.}}",
  newPassword: "Cyfrinair newydd",
  forgotPasswordTitle: "Wedi anghofio eich cyfrinair?",
  forgotPasswordIntro: "Rhowch gyfeiriad e-bost eich cyfrif a byddwn yn anfon dolen atoch i ailosod eich cyfrinair.",
  resetPassword: "Ailosod y cyfrinair",
  rememberedIt: "Wedi cofio?",
  checkEmailTitle: "Edrychwch ar eich e-bost",
  resetLinkOnItsWay: "Os oes cyfrif yn defnyddio {email}, mae e-bost gyda dolen i ailosod ei gyfrinair ar ei ffordd. Mae'r ddolen yn gweithio unwaith, am awr.",
  backToLogIn: "Yn ôl i fewngofnodi",
  setNewPassword: "Gosodwch gyfrinair newydd",
  linkNotWorking: "Onid yw'r ddolen yn gweithio?",
  sendNewLink: "Anfon un newydd",
};

export const cy: Welsh = { auth };
