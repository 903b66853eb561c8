import type { Messages } from "../en";

export const trainerCourseQuestions: Messages["trainerCourseQuestions"] = {
  canPlanSession: "Rwy'n gwybod sut i gynllunio a pharatoi sesiwn o'r cwrs hwn.",
  confidentLeadingDiscussion: "Mae gen i hyder i arwain trafodaethau grŵp.",
  confidentRunningPractice: "Mae gen i hyder i gynnal y sgyrsiau ymarfer.",
  canAdaptCourse: "Gallaf addasu'r cwrs i'r bobl yn yr ystafell.",
  knowWhereMaterialsAre: "Rwy'n gwybod ble i ddod o hyd i ddeunyddiau'r cwrs a'r cymorth sydd ei angen arnaf.",
  sessionsExpected: "Faint o sesiynau o'r cwrs hwn ydych chi'n disgwyl eu cyflwyno yn ystod y chwe mis nesaf?",
  likelyToDeliverSoon: "Pa mor debygol ydych chi o gyflwyno eich sesiwn gyntaf yn ystod y tri mis nesaf?",
  deliverTo: "I bwy ydych chi'n disgwyl cyflwyno'r cwrs?",
  ownOrganisation: "Pobl yn fy sefydliad fy hun",
  otherOrganisations: "Pobl mewn sefydliadau eraill",
  communityMembers: "Aelodau o'r gymuned",
  someoneElse: "Rhywun arall, nodwch",
  courseStars: "Yn gyffredinol, faint o sêr fyddech chi'n eu rhoi i'r cwrs hwn?",
  readyToDeliver: "Ydych chi'n teimlo'n barod i gyflwyno'r cwrs?",
  whatSupportWouldHelp: "Pa gymorth fyddai'n eich helpu i deimlo'n barod?",
  anythingElse: "Oes unrhyw beth arall yr hoffech ei ddweud wrthym am y cwrs?",
};
