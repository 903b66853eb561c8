// Which error reports are kept (§1 error reporting, §9 'Error-report trace sample rate 0.5').

/** §9: the share of automatic crash traces kept. */
export const ERROR_REPORT_SAMPLE_RATE = 0.5;

/**
 * `crash`: the trace a crashed screen sends by itself; `feedback`: a report a person wrote and sent
 * with 'Report feedback'.
 */
export const ERROR_REPORT_KINDS = ["crash", "feedback"] as const;
export type ErrorReportKind = (typeof ERROR_REPORT_KINDS)[number];

/**
 * Whether a report is kept, given a draw in [0, 1): automatic crash traces are sampled at the §9
 * rate (a crash loop must not flood the log); a report someone took the time to write is always kept.
 */
export const isReportKept = (kind: ErrorReportKind, draw: number): boolean => kind === "feedback" || draw < ERROR_REPORT_SAMPLE_RATE;

/** The sampling decision with its random source injected (Math.random in the service, a fixed sequence in tests). */
export const sampleErrorReport = (kind: ErrorReportKind, random: () => number): boolean => isReportKept(kind, random());
