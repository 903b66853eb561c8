import type { LiveTopic } from "@wellbeing/domain";

// The topics /api/live announces are domain's LIVE_TOPICS. Every query key starts with the topic
// whose push refreshes it, or with a root no topic names when a read must not follow pushes.

export { isLiveTopic, type LiveTopic } from "@wellbeing/domain";

/** The key every query a push of `topic` refreshes starts with. */
export const topicKey = <Topic extends LiveTopic>(topic: Topic) => [topic] as const;
