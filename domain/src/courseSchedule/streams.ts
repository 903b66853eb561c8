/** The one stream of the public course schedule's settings. */
export const COURSE_SCHEDULE_STREAM = "course-schedule";
