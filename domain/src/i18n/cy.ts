import type { Messages } from "./en";
import { validation } from "./cy/validation";
import { request } from "./cy/request";
import { input } from "./cy/input";
import { errors } from "./cy/errors";
import { product } from "./cy/product";
import { account } from "./cy/account";
import { session } from "./cy/session";
import { sessionList } from "./cy/sessionList";
import { list } from "./cy/list";
import { mail } from "./cy/mail";
import { roster } from "./cy/roster";
import { rateLimit } from "./cy/rateLimit";
import { emailVerification } from "./cy/emailVerification";
import { language } from "./cy/language";
import { roles } from "./cy/roles";
import { shell } from "./cy/shell";
import { welcome } from "./cy/welcome";
import { ui } from "./cy/ui";
import { staff } from "./cy/staff";
import { auth } from "./cy/auth";
import { mailScreens } from "./cy/mailScreens";
import { staffScreens } from "./cy/staffScreens";
import { courseSchedule } from "./cy/courseSchedule";
import { dashboard } from "./cy/dashboard";
import { participantHome } from "./cy/participantHome";
import { print } from "./cy/print";
import { localAuthorities } from "./cy/localAuthorities";
import { organisations } from "./cy/organisations";
import { sessionFacts } from "./cy/sessionFacts";
import { csvHeaders } from "./cy/csvHeaders";
import { legal } from "./cy/legal";
import { survey } from "./cy/survey";
import { surveyGroups } from "./cy/surveyGroups";
import { surveyScales } from "./cy/surveyScales";
import { surveyScreen } from "./cy/surveyScreen";
import { demographicQuestions } from "./cy/demographicQuestions";
import { behaviourQuestions } from "./cy/behaviourQuestions";
import { sessionFeedbackQuestions } from "./cy/sessionFeedbackQuestions";
import { trainerCourseQuestions } from "./cy/trainerCourseQuestions";
import { materials } from "./cy/materials";
import { trainerUpgrade } from "./cy/trainerUpgrade";
import { audit } from "./cy/audit";
import { auditFields } from "./cy/auditFields";
import { certificates } from "./cy/certificates";
import { sessionResults } from "./cy/sessionResults";
import { resultsAccess } from "./cy/resultsAccess";
import { dataExports } from "./cy/dataExports";
import { errorReports } from "./cy/errorReports";
import { results } from "./cy/results";
import { staffHome } from "./cy/staffHome";
import { localLeadRequests } from "./cy/localLeadRequests";
import { groupInvitations } from "./cy/groupInvitations";

// The Welsh catalogue: the English one's keys, in Welsh (informal-polite 'chi' forms, sentence case),
// with the terms of shared/i18n/glossary.md. Loaded on demand by the web app.

export const cy: Messages = {
  validation,
  request,
  input,
  errors,
  product,
  account,
  session,
  sessionList,
  list,
  mail,
  roster,
  rateLimit,
  emailVerification,
  language,
  roles,
  shell,
  welcome,
  ui,
  staff,
  auth,
  mailScreens,
  staffScreens,
  courseSchedule,
  dashboard,
  participantHome,
  print,
  localAuthorities,
  organisations,
  sessionFacts,
  csvHeaders,
  legal,
  survey,
  surveyGroups,
  surveyScales,
  surveyScreen,
  demographicQuestions,
  behaviourQuestions,
  sessionFeedbackQuestions,
  trainerCourseQuestions,
  materials,
  trainerUpgrade,
  audit,
  auditFields,
  certificates,
  sessionResults,
  resultsAccess,
  dataExports,
  errorReports,
  results,
  staffHome,
  localLeadRequests,
  groupInvitations,
};
