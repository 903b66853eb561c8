import { useEffect, useState } from "react";

/**
 * False in the first render, on the server and in the browser's hydration alike, then true: what is drawn only then
 * (a chart and its library) stays out of the page's first render and first JavaScript.
 */
export const useAfterFirstRender = (): boolean => {
  const [after, setAfter] = useState(false);
  useEffect(() => setAfter(true), []);
  return after;
};
