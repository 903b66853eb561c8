import { checkInContract, type CheckedInAnswer } from "@wellbeing/domain";
import { useEffect, useState } from "react";
import { callContract } from "../../api/client";

/**
 * One check-in per person, token and page load: the screen may mount again while the log-in settles (the
 * guard shows its loading state in between), and a second call would answer 'already checked in' to someone
 * checking in for the first time. Kept per person: on a shared phone, the next person to log in and open the
 * same link is checked in themself, not shown the last one's answer. A failed one is forgotten, so reloading
 * tries again.
 */
const checkIns = new Map<string, Promise<CheckedInAnswer>>();

const checkInOnce = (userId: string, token: string): Promise<CheckedInAnswer> => {
  const key = `${userId} ${token}`;
  const known = checkIns.get(key);
  if (known) return known;
  const sent = callContract(checkInContract, { body: { token } });
  checkIns.set(key, sent);
  sent.catch(() => checkIns.delete(key));
  return sent;
};

/** The logged-in participant's check-in by the token of the link they opened: its answer, or why it failed. */
export const useCheckIn = (userId: string, token: string): { readonly answer: CheckedInAnswer | null; readonly error: unknown } => {
  const [outcome, setOutcome] = useState<{ answer: CheckedInAnswer | null; error: unknown }>({ answer: null, error: null });
  useEffect(() => {
    let current = true;
    checkInOnce(userId, token).then(
      (answer) => current && setOutcome({ answer, error: null }),
      (error: unknown) => current && setOutcome({ answer: null, error }),
    );
    return () => {
      current = false;
    };
  }, [userId, token]);
  return outcome;
};
