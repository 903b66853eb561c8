import { courseLabelIn, listDates, moduleNames, type ParticipantCourseSessionAnswer, type Translate } from "@wellbeing/domain";

/** How a participant's session reads in their tables and lists: its dates, its modules, its course. */
export const sessionTexts = (session: ParticipantCourseSessionAnswer, t: Translate) => ({
  dates: listDates(session.dates, t),
  modules: moduleNames(session.modules, t),
  course: courseLabelIn(t, session.course),
});
