import { startTransition, useEffect, useState } from "react";

/**
 * False in the first render, on the server and in the browser's hydration alike, then true: what is drawn only then
 * (a chart and its library) stays out of the page's first render and first JavaScript. The render that draws it is a
 * transition, which yields to the browser every few milliseconds instead of holding a slow phone's main thread.
 */
export const useAfterFirstRender = (): boolean => {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
};
