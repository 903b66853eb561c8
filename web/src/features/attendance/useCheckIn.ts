import { checkInContract, type CheckedInAnswer } from "@wellbeing/domain";
import { useEffect, useState } from "react";
import { callContract } from "../../api/client";

/**
 * One check-in per token and page load: the screen may mount again while the log-in settles (the guard
 * shows its loading state in between), and a second call would answer 'already checked in' to someone
 * checking in for the first time. A failed one is forgotten, so reloading tries again.
 */
const checkIns = new Map<string, Promise<CheckedInAnswer>>();

const checkInOnce = (token: string): Promise<CheckedInAnswer> => {
  const known = checkIns.get(token);
  if (known) return known;
  const sent = callContract(checkInContract, { body: { token } });
  checkIns.set(token, sent);
  sent.catch(() => checkIns.delete(token));
  return sent;
};

/** The participant's check-in by the token of the link they opened: its answer, or why it failed. */
export const useCheckIn = (token: string): { readonly answer: CheckedInAnswer | null; readonly error: unknown } => {
  const [outcome, setOutcome] = useState<{ answer: CheckedInAnswer | null; error: unknown }>({ answer: null, error: null });
  useEffect(() => {
    let current = true;
    checkInOnce(token).then(
      (answer) => current && setOutcome({ answer, error: null }),
      (error: unknown) => current && setOutcome({ answer: null, error }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return outcome;
};
