/**
 * What /api/live announces a change of: the projector names one of these with every change it
 * commits, and the browser refreshes the queries whose key starts with it.
 */
export const LIVE_TOPICS = ["sessions", "dashboard", "users", "errorReports", "results", "attendance"] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export const isLiveTopic = (topic: string): topic is LiveTopic => (LIVE_TOPICS as ReadonlyArray<string>).includes(topic);
