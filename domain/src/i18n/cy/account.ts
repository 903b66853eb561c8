import type { Messages } from "../en";

export const account: Messages["account"] = {
  forgotEmailRequired: "*Rhowch eich cyfeiriad e-bost",
  forgotEmailInvalid: "*Rhowch gyfeiriad e-bost dilys.",
  resetEmailSent: "Anfonwyd e-bost i ailosod y cyfrinair!",
  passwordResetFailed: "methodd ailosod y cyfrinair",
  notAUser: "nid ydych yn ddefnyddiwr",
  passwordResetDone: "Wedi'i wneud! Ailosodwyd y cyfrinair yn llwyddiannus",
  oldPasswordRequired: "*Rhowch eich hen gyfrinair.",
  newPasswordRequired: "*Rhowch eich cyfrinair newydd.",
  confirmPasswordRequired: "*Cadarnhewch eich cyfrinair newydd.",
  passwordNotMatch: "*Nid yw'r cyfrineiriau'n cyfateb.",
  passwordChanged: "Wedi'i wneud! Newidiwyd y cyfrinair",
  accountDeleted: "Wedi'i wneud! Dilëwyd y cyfrif yn llwyddiannus",
  detailsMissingTitle: "Manylion ar goll",
  updateMyAccount: "Diweddaru fy nghyfrif",
  wrongOldPassword: "Nid yw eich hen gyfrinair yn gywir",
  detailsSaved: "Mae manylion eich cyfrif wedi'u cadw",
  detailsMissingText: "Nid oes gennym eich enw eto. Diweddarwch fanylion eich cyfrif.",
  deleteAccountConfirm:
    "Ydych chi'n siŵr eich bod am ddileu eich cyfrif? Bydd eich enw a'ch cyfeiriad e-bost yn cael eu dileu. Ni fyddwch yn gallu dadwneud hyn!",
  tooManyRequests: "Gormod o ymdrechion. Arhoswch funud a rhowch gynnig arall arni.",
  setYourPassword: "Gosodwch eich cyfrinair",
  invitationIntro: "Croeso! Dewiswch gyfrinair eich cyfrif newydd.",
};
