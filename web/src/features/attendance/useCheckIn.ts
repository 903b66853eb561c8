import { checkInContract, type CheckedInAnswer } from "@wellbeing/domain";
import { useEffect, useState } from "react";
import { callContract } from "../../api/client";

/**
 * The check-in's command id, one per person, token and page load: the screen may mount again while the
 * log-in settles (the guard shows its loading state in between), and the server answers the same id sent
 * again as the check-in it recorded ('checked in', not 'already checked in'). Kept per person: on a shared
 * phone, the next person to log in and open the same link checks in with an id of their own.
 */
const commandIds = new Map<string, string>();

const commandIdFor = (userId: string, token: string): string => {
  const key = `${userId} ${token}`;
  const known = commandIds.get(key);
  if (known) return known;
  const commandId = crypto.randomUUID();
  commandIds.set(key, commandId);
  return commandId;
};

/** The logged-in participant's check-in by the token of the link they opened: its answer, or why it failed. */
export const useCheckIn = (userId: string, token: string): { readonly answer: CheckedInAnswer | null; readonly error: unknown } => {
  const [outcome, setOutcome] = useState<{ answer: CheckedInAnswer | null; error: unknown }>({ answer: null, error: null });
  useEffect(() => {
    let current = true;
    callContract(checkInContract, { body: { token, commandId: commandIdFor(userId, token) } }).then(
      (answer) => current && setOutcome({ answer, error: null }),
      (error: unknown) => current && setOutcome({ answer: null, error }),
    );
    return () => {
      current = false;
    };
  }, [userId, token]);
  return outcome;
};
