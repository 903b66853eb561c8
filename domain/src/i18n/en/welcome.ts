/** The welcome page of §1. */
export const welcome = {
  title: "Welcome",
  intro:
    "Book and run the wellbeing course programme's training sessions, complete your evaluations and find your course materials.",
  trainer: "I'm a Trainer",
  participant: "I'm a Course Participant",
  courseSchedule: "See the sessions you can book",
  findOutMore: "I want to find out more",
} as const;
