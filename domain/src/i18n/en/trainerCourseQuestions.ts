/** The train-the-trainer and trainer-upskill questions: teaching habits, expected teaching, the course overall (ours). */
export const trainerCourseQuestions = {
  canPlanSession: "I know how to plan and prepare a session of this course.",
  confidentLeadingDiscussion: "I feel confident leading group discussions.",
  confidentRunningPractice: "I feel confident running the practice conversations.",
  canAdaptCourse: "I can adapt the course to the people in the room.",
  knowWhereMaterialsAre: "I know where to find the course materials and the support I need.",
  sessionsExpected: "How many sessions of this course do you expect to deliver in the next six months?",
  likelyToDeliverSoon: "How likely are you to deliver your first session in the next three months?",
  deliverTo: "Who do you expect to deliver the course to?",
  ownOrganisation: "People in my own organisation",
  otherOrganisations: "People in other organisations",
  communityMembers: "Members of the community",
  someoneElse: "Someone else, please specify",
  courseStars: "Overall, how many stars would you give this course?",
  readyToDeliver: "Do you feel ready to deliver the course?",
  whatSupportWouldHelp: "What support would help you feel ready?",
  anythingElse: "Is there anything else you would like to tell us about the course?",
} as const;
