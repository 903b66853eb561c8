import { createContext } from "react";

// A page rendered outside a browser (on the server, then hydrated) knows no window: its width queries are answered
// for the width the server took the visitor's device to have, so the browser's first render is the same.

/** The window width a page rendered by the server was drawn for; undefined when nothing was assumed. */
export const AssumedWidthContext = createContext<number | undefined>(undefined);

/** A phone's width and a computer's, as the server takes a visitor's device from its request. */
export const ASSUMED_WIDTHS = { phone: 390, computer: 1280 } as const;

const WIDTH_QUERY = /^\((max|min)-width:\s*(\d+)px\)$/;

/** Whether a width query (`(max-width: 700px)`, `(min-width: 768px)`) holds at the assumed width; any other query, or none assumed, does not. */
export const matchesAssumedWidth = (query: string, width: number | undefined): boolean => {
  const parts = WIDTH_QUERY.exec(query.trim());
  if (width === undefined || !parts) return false;
  return parts[1] === "max" ? width <= Number(parts[2]) : width >= Number(parts[2]);
};
