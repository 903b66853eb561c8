// The sessionResults slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** A session survey's results (§2.16, §3 Survey responses, §8, §9): Overall Results and Individual Responses. */
const sessionResults = {
  title: "{survey}: results",
  overall: "Overall Results",
  individual: "Individual Responses",
  responseRate: "Response rate: {rate}%",
  responseRateOver100:
    "You have surveys with a response rate over 100%. This is because you have had more responses than confirmed attendees. To fix this please update your sessions to have the correct number of people who attended",
  anonymous: "Responses are anonymous: no names or e-mail addresses are shown.",
  attendeesRegistered: "Counted over the registered attendees: the register has not been taken yet.",
  noResponses: "No responses yet",
  noResponsesDescription: "Answers appear here once attendees submit this evaluation, in groups of five.",
  waiting:
    "{count, plural, one {# more response is waiting} other {# more responses are waiting}}: answers are shown in groups of {batch}, so that no answer can be traced to the person who gave it.",
  noAnswersYet: "No answers to show yet",
  noAnswersYetDescription:
    "Answers are shown once {batch} attendees have responded, and then in groups of {batch}, so that no answer can be traced to the person who gave it.",
  answered: "{count, plural, =0 {Nobody answered} one {# answer} other {# answers}}",
  chartLabel: "How many gave each answer: {question}",
  countAxis: "Number of answers",
  writtenCount: "{answer} ({count})",
  responseOf: "Response {index} of {total}",
  previous: "Previous response",
  next: "Next response",
  emptyResponse: "This response answered none of the questions shown here.",
  matrixRow: "{question} — {row}",
  otherAnswer: "Other answers: {question}",
  backToSession: "Back to Manage Session",
} as const;

export const en = { sessionResults } as const;
