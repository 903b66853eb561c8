import type { Page } from "playwright-core";

/** Counts the /api/live messages a page receives about `topic` (from its next socket on): how a browser test knows a push arrived. */
export const countLivePushes = (page: Page, topic: string): (() => number) => {
  let pushes = 0;
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload === "string" && payload.includes(`"${topic}"`)) pushes += 1;
    }),
  );
  return () => pushes;
};
