import { lazy } from "react";
import { Intent, type ToastProps, type Toaster } from "@blueprintjs/core";
import { CrossIcon } from "@blueprintjs/icons";
import { useT } from "../i18n/useT";

let toaster: Toaster | null = null;
const waiting: Array<(mounted: Toaster) => void> = [];

/** Called by the toaster on screen (ToastsHost) when it mounts and unmounts: toasts shown before it wait for it. */
export const attachToaster = (mounted: Toaster | null): void => {
  toaster = mounted;
  if (mounted) for (const show of waiting.splice(0)) show(mounted);
};

/**
 * The app's toasts, mounted once inside the language on screen (a toaster of its own would sit outside it).
 * Blueprint's overlay toaster loads after the first screen: a toast shown before waits for it.
 */
export const Toasts = lazy(() => import("./ToastsHost").then((module) => ({ default: module.ToastsHost })));

/** Blueprint's cross, named in the language on screen. */
const CloseIcon = () => (
  <>
    <CrossIcon />
    <span className="sr-only">{useT()("ui.close")}</span>
  </>
);

// Blueprint's own close button is named "Close" in English whatever the language: the toast's action closes it instead.
const show = (toast: ToastProps): void => {
  const shown: ToastProps = { ...toast, isCloseButtonShown: false, action: { icon: <CloseIcon /> } };
  if (toaster) toaster.show(shown);
  else waiting.push((mounted) => mounted.show(shown));
};

/** `timeoutMs`: how long it stays (Blueprint's default, 5 s, when absent). */
export const showSuccess = (message: string, timeoutMs?: number): void =>
  show({ message, intent: Intent.SUCCESS, icon: "tick-circle", ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }) });

export const showError = (message: string): void => show({ message, intent: Intent.DANGER, icon: "error" });

/** Something the person should know before the screen moves on (not a failure); `timeoutMs` as for showSuccess. */
export const showWarning = (message: string, timeoutMs?: number): void =>
  show({ message, intent: Intent.WARNING, icon: "warning-sign", ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }) });
