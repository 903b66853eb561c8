import WebSocket from "ws";

/** A /api/live message as the tests read it (domain's LiveMessage: "changed" ones also carry `previous` and `figures`). */
export interface LiveMessage {
  readonly type: string;
  readonly topics: string[];
  readonly position: string;
}

/** A /api/live connection collecting what it is told. */
export const openLiveSocket = async (baseUrl: string, cookie: string | null, origin?: string) => {
  const messages: LiveMessage[] = [];
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/api/live`, {
    headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
  });
  socket.on("message", (data) => messages.push(JSON.parse(data.toString()) as LiveMessage));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("unexpected-response", (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    socket.once("error", reject);
  });
  return { socket, messages, close: () => socket.close() };
};
