/** What a refused input is told when the specification gives no words (ours). */
export const input = {
  unsupportedCharacters: "Remove the special or invisible characters from this field",
  tooLong: "Too long - should be {max} characters maximum",
  tooManyItems: "Too many - {max} at most",
  capacityTooLarge: "Should be {max} or fewer",
  nestedTooDeeply: "The request body is nested too deeply",
  optional: "(optional)",
} as const;
