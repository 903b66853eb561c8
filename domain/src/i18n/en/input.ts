/** What a refused input is told when the specification gives no words (ours). */
export const input = {
  unsupportedCharacters: "Remove the special or invisible characters from this field",
  tooLong: "Too long - should be {max} {max, plural, one {character} other {characters}} maximum",
  tooManyItems: "Too many - {max} at most",
  capacityTooLarge: "Should be {max} or fewer",
  nestedTooDeeply: "The request body is nested too deeply",
  /** Words Effect's schema library wrote itself, for a shape no message of ours covers: English only, so Welsh says it plainly. */
  notUnderstood: "{detail}",
  chooseOneOf: "Choose one of {values}",
  dateFormat: "Enter a date as YYYY-MM-DD",
  timeFormat: "Enter a time as HH:mm (24 hours)",
  optional: "(optional)",
} as const;
