import net from "node:net";
import type { AddressInfo } from "node:net";

/** A mail server that accepts connections and never answers: a send through it hangs (until nodemailer's timeouts). */
interface SilentMailServer {
  readonly url: string;
  /** Connections accepted so far. */
  connections(): number;
  stop(): Promise<void>;
}

export const startSilentMailServer = async (): Promise<SilentMailServer> => {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => accepted,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
