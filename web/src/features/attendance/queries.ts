import { useQuery } from "@tanstack/react-query";
import { checkInCodeContract, registerContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import type { LiveTopic } from "../../api/liveTopics";

// Starts with "attendance": the live topic of a session's register, told to the session's staff.
const topic = "attendance" satisfies LiveTopic;

export const attendanceKeys = {
  register: (sessionId: string) => [topic, "register", sessionId] as const,
  checkInCode: (sessionId: string) => [topic, "checkInCode", sessionId] as const,
};

/** A session's register: each registered attendee's mark on each date (staff who may manage it). */
export const useRegister = (sessionId: string) =>
  useQuery({
    queryKey: attendanceKeys.register(sessionId),
    queryFn: () => callContract(registerContract, { params: { id: sessionId } }),
  });

/** Today's check-in code of the session, or none when no date is today. */
export const useCheckInCode = (sessionId: string) =>
  useQuery({
    queryKey: attendanceKeys.checkInCode(sessionId),
    queryFn: () => callContract(checkInCodeContract, { params: { id: sessionId } }),
  });
