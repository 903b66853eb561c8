import { useQueryClient } from "@tanstack/react-query";
import { topicKey, type LiveTopic } from "./liveTopics";

/** Refreshes at once what a push of these topics would: after one's own write, the screens need not wait for it. */
export const useRefreshTopics = () => {
  const queryClient = useQueryClient();
  return (...topics: ReadonlyArray<LiveTopic>): void => {
    for (const topic of topics) void queryClient.invalidateQueries({ queryKey: topicKey(topic) });
  };
};
