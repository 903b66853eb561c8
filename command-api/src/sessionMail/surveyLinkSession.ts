import { SHORT_ID_PATTERN, foldEvents, shortIdDecider, shortIdStream, type ShortIdEvent } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { readDomainEvents } from "../infrastructure/aggregateStore";

/** The session a survey link names by its short id (survey/{shortId}/{type}); null when it names none. */
export const sessionOfSurveyLink = async (store: EventStore, surveyUrl: string): Promise<string | null> => {
  const shortId = /\/survey\/([^/?#]+)\//.exec(surveyUrl)?.[1];
  if (!shortId || !SHORT_ID_PATTERN.test(shortId)) return null;
  const { events } = await readDomainEvents(store, shortIdStream(shortId));
  return foldEvents(shortIdDecider, events as ShortIdEvent[]).sessionId;
};
