import { programmeDate } from "@wellbeing/domain";
import { eventually, type ApiClient } from "./apiClient";
import { sessionForm } from "./sessionCast";

// The register in tests (issue 29): a session running today, its check-in code, and attendance recorded through the API.

/** Today in the UK, the programme's calendar. */
export const todayInTheUk = (): string => programmeDate(new Date());

/** A session form for a session running all of today (UK time), so its check-in code works whenever the test runs. */
export const sessionTodayForm = (trainerId: string, overrides: Record<string, unknown> = {}) =>
  sessionForm(trainerId, { dates: [{ sessionDate: todayInTheUk(), startTime: "00:00", endTime: "23:59" }], ...overrides });

/** The check-in code's link path Manage Session shows staff for the session's date today. */
export const checkInPathOf = async (staff: ApiClient, sessionId: string): Promise<string> => {
  const answer = await staff.get(`/api/sessions/${sessionId}/check-in-code`);
  if (answer.status !== 200 || !answer.body.code) throw new Error(`no check-in code: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.code.path as string;
};

/**
 * Staff tick registered attendees as come on every one of the session's dates, as the register does (one
 * place for every test that needs attendance recorded: certificates, response rates). `who` are roster
 * keys (a participant's user id) or the attendees' addresses.
 */
export const recordAttendance = async (staff: ApiClient, sessionId: string, who: ReadonlyArray<string>): Promise<void> => {
  type Register = { dates: Array<{ sessionDate: string }>; attendees: Array<{ personKey: string; email: string | null }> };
  const find = (register: Register, person: string) => register.attendees.find((entry) => entry.personKey === person || entry.email === person.toLowerCase());
  // A registration is the participant's write, not staff's: wait until staff's register shows every one.
  const { dates, attendees } = await eventually(async () => {
    const answer = await staff.get(`/api/sessions/${sessionId}/register`);
    if (answer.status !== 200) throw new Error(`register not read: ${answer.status} ${JSON.stringify(answer.body)}`);
    const register = answer.body as Register;
    return who.every((person) => find(register, person)) ? register : null;
  });
  for (const person of who) {
    const attendee = find({ dates, attendees }, person);
    if (!attendee) throw new Error(`${person} is not registered for ${sessionId}`);
    for (const { sessionDate } of dates) {
      const marked = await staff.post(`/api/sessions/${sessionId}/attendance`, {
        sessionDate,
        personKey: attendee.personKey,
        mark: "attended",
        commandId: crypto.randomUUID(),
      });
      if (marked.status !== 200) throw new Error(`attendance not recorded: ${marked.status} ${JSON.stringify(marked.body)}`);
    }
  }
};
