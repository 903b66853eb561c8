import type { Messages } from "../en";

export const request: Messages["request"] = {
  invalidJson: "Nid yw corff y cais yn JSON dilys",
  emptyJson: "Mae corff y cais yn wag",
  notJson: "Anfonwch gorff y cais fel application/json",
  tooLarge: "Mae corff y cais yn rhy fawr",
  noSession: "Ni chafwyd hyd i'r sesiwn",
  noUser: "Ni chafwyd hyd i'r defnyddiwr",
  noAccount: "Ni chafwyd hyd i'r cyfrif",
  noEmail: "Ni chafwyd hyd i'r cyfeiriad e-bost",
  noTrainer: "Ni chafwyd hyd i'r hyfforddwr",
  noLocalLead: "Ni chafwyd hyd i'r arweinydd lleol",
  noStaffMember: "Ni chafwyd hyd i'r aelod o staff",
  noTrainerInYourGroup: "Ni chafwyd hyd i'r hyfforddwr yn eich grŵp",
  noGroupMembership: "Ni chafwyd hyd i'r aelodaeth o'r grŵp",
  noGroupInvitation: "Does dim gwahoddiad i ymuno â'r grŵp hwn yn aros amdanoch chi",
  noScheduledEmail: "Ni chafwyd hyd i'r e-bost a drefnwyd",
  noSuchPage: "Ni chafwyd hyd i'r dudalen",
  noCourse: "Ni chafwyd hyd i'r cwrs",
  noDocument: "Ni chafwyd hyd i'r ddogfen",
  noCertificate: "Ni chafwyd hyd i'r dystysgrif",
  unreadable: "Nid oedd modd darllen y cais",
};
