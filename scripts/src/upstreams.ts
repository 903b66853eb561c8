/** The instances of one service, from a comma-separated list (`http://command-api-1:3000,http://command-api-2:3000`). */
export const instancesOf = (list: string): ReadonlyArray<string> => {
  const urls = list
    .split(",")
    .map((url) => url.trim().replace(/\/+$/, ""))
    .filter((url) => url !== "");
  if (urls.length === 0) throw new Error(`no service address in "${list}"`);
  return urls;
};

/**
 * The instances of one service behind the gateway, handed out in turn: each request goes to the
 * next. Every instance can serve any request; the write side's concurrency and the leader-locked
 * reactions keep them from stepping on each other.
 */
export const inTurn = (urls: ReadonlyArray<string>): (() => string) => {
  let next = 0;
  return () => {
    const url = urls[next % urls.length]!;
    next = (next + 1) % urls.length;
    return url;
  };
};

/** Each instance by name for the health answer: the service's own name, numbered when there are several. */
export const namedInstances = (service: string, urls: ReadonlyArray<string>): ReadonlyArray<readonly [string, string]> =>
  urls.map((url, at) => [urls.length === 1 ? service : `${service}-${at + 1}`, url] as const);
