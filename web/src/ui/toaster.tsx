import { Intent, OverlayToaster, Position, type Toaster } from "@blueprintjs/core";

let toaster: Promise<Toaster> | null = null;

// Created on first use: the toaster mounts into the document, which must exist by then.
const getToaster = (): Promise<Toaster> => (toaster ??= OverlayToaster.create({ position: Position.TOP }));

/** `timeoutMs`: how long it stays (Blueprint's default, 5 s, when absent). */
export const showSuccess = (message: string, timeoutMs?: number): void => {
  void getToaster().then((t) => t.show({ message, intent: Intent.SUCCESS, icon: "tick-circle", ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }) }));
};

export const showError = (message: string): void => {
  void getToaster().then((t) => t.show({ message, intent: Intent.DANGER, icon: "error" }));
};
