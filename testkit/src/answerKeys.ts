// The exact fields an anonymous caller is answered, as the tests of those answers list them (allowlists).

/** One row of a public session list: no e-mail address, no meeting link. */
export const LISTED_SESSION_KEYS = [
  "address",
  "capacity",
  "course",
  "dates",
  "id",
  "missedEarlierModules",
  "modules",
  "numberOfConfirmedParticipants",
  "remote",
  "shortId",
  "spacesRemaining",
  "trainers",
];

/** The keys of an answer, sorted, to compare with a list. */
export const keysOf = (answer: object): string[] => Object.keys(answer).sort();
