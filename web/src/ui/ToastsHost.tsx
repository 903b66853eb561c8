import { OverlayToaster, Position } from "@blueprintjs/core";
import { attachToaster } from "./toaster";

/** Blueprint's toaster at the top of the screen, loaded lazily by `Toasts` (ui/toaster.tsx). */
export const ToastsHost = () => <OverlayToaster position={Position.TOP} ref={attachToaster} />;
