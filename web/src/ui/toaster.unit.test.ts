import { Intent, type ToastProps, type Toaster } from "@blueprintjs/core";
import { afterEach, describe, expect, it } from "vitest";
import { attachToaster, showError, showSuccess, showWarning } from "./toaster";

// Blueprint's toaster loads after the first screen (ToastsHost, lazily): a toast shown before it is on screen waits for it.

/** A toaster standing for Blueprint's, keeping what it is asked to show. */
const recordingToaster = () => {
  const shown: Array<ToastProps> = [];
  const toaster: Toaster = {
    show: (toast) => {
      shown.push(toast);
      return String(shown.length);
    },
    dismiss: () => undefined,
    clear: () => undefined,
    getToasts: () => [],
  };
  return { toaster, shown };
};

/** What a person sees of a toast: its words, its colour and how long it stays. */
const seen = (toast: ToastProps) => ({ message: toast.message, intent: toast.intent, timeout: toast.timeout });

afterEach(() => attachToaster(null));

describe("toasts and the lazily loaded toaster", () => {
  it("given no toaster on screen yet, when a success and an error are shown, then both show, in order, once the toaster mounts", () => {
    showSuccess("Saved", 2000);
    showError("Something went wrong");
    const { toaster, shown } = recordingToaster();
    attachToaster(toaster);
    expect(shown.map(seen)).toEqual([
      { message: "Saved", intent: Intent.SUCCESS, timeout: 2000 },
      { message: "Something went wrong", intent: Intent.DANGER, timeout: undefined },
    ]);
  });

  it("given a toaster on screen, when a toast is shown, then it shows at once", () => {
    const { toaster, shown } = recordingToaster();
    attachToaster(toaster);
    showWarning("Careful", 3000);
    expect(shown.map(seen)).toEqual([{ message: "Careful", intent: Intent.WARNING, timeout: 3000 }]);
  });

  it("given toasts that waited, when the toaster mounts again (React's development remount), then none shows twice", () => {
    showSuccess("Once");
    const first = recordingToaster();
    attachToaster(first.toaster);
    attachToaster(null);
    const second = recordingToaster();
    attachToaster(second.toaster);
    expect(first.shown.map((toast) => toast.message)).toEqual(["Once"]);
    expect(second.shown).toEqual([]);
  });

  it("given the toaster unmounted, when a toast is shown, then it waits for the next toaster", () => {
    const gone = recordingToaster();
    attachToaster(gone.toaster);
    attachToaster(null);
    showError("Later");
    const next = recordingToaster();
    attachToaster(next.toaster);
    expect(gone.shown).toEqual([]);
    expect(next.shown.map((toast) => toast.message)).toEqual(["Later"]);
  });

  it("closes with the app's own named close action, not Blueprint's English close button", () => {
    const { toaster, shown } = recordingToaster();
    attachToaster(toaster);
    showSuccess("Saved");
    expect(shown[0]?.isCloseButtonShown).toBe(false);
    expect(shown[0]?.action?.icon).toBeDefined();
  });
});
