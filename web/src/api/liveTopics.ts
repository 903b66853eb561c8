// The topics /api/live announces (the projector's announcements: platform's TOPICS). Every query key
// starts with the topic whose push refreshes it, or with a root no topic names when a read must not follow pushes.

const LIVE_TOPICS = ["sessions", "dashboard", "users", "errorReports", "results"] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export const isLiveTopic = (topic: string): topic is LiveTopic => (LIVE_TOPICS as ReadonlyArray<string>).includes(topic);

/** The key every query a push of `topic` refreshes starts with. */
export const topicKey = <Topic extends LiveTopic>(topic: Topic) => [topic] as const;
