import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { errorReportsContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import type { LiveTopic } from "../../api/liveTopics";

// Starts with the "errorReports" topic: a report arriving refreshes the list live.
const topic = "errorReports" satisfies LiveTopic;

export const errorReportKeys = {
  page: (page: number) => [topic, page] as const,
};

/** GET /api/error-reports: one page of the reports, newest first (admins). */
export const useErrorReports = (page: number) =>
  useQuery({
    queryKey: errorReportKeys.page(page),
    queryFn: () => callContract(errorReportsContract, { search: new URLSearchParams({ page: String(page) }) }),
    placeholderData: keepPreviousData,
  });
