/**
 * The instances of one service behind the gateway, from a comma-separated list
 * (`http://command-api-1:3000,http://command-api-2:3000`), handed out in turn: each request goes to
 * the next. Every instance can serve any request; the write side's concurrency and the leader-locked
 * reactions keep them from stepping on each other.
 */
export const inTurn = (list: string): (() => string) => {
  const urls = list
    .split(",")
    .map((url) => url.trim().replace(/\/+$/, ""))
    .filter((url) => url !== "");
  if (urls.length === 0) throw new Error(`no service address in "${list}"`);
  let next = 0;
  return () => {
    const url = urls[next % urls.length]!;
    next = (next + 1) % urls.length;
    return url;
  };
};
