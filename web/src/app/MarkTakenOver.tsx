import { useEffect } from "react";
import { TAKEN_OVER_ATTRIBUTE } from "./prerendered";

/**
 * Marks `#root` once the screen around it is committed: on a page the server drew, once React has taken the screen
 * over (its buttons answer from then on), not only the frame; on one the browser draws, once it is drawn.
 */
export const MarkTakenOver = () => {
  useEffect(() => document.getElementById("root")?.setAttribute(TAKEN_OVER_ATTRIBUTE, ""), []);
  return null;
};
