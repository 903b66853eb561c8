/** One stream per error report. */
export const errorReportStream = (reportId: string): string => `error-report-${reportId}`;
