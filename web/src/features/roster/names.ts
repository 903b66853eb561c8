/** Looks up the name of a roster's person by address (null: no account, or no name). */
export const nameFrom =
  (people: ReadonlyArray<{ readonly email: string | null; readonly name: string | null }>) =>
  (email: string): string | null =>
    people.find((person) => person.email === email)?.name ?? null;
