import { Position } from "@blueprintjs/core";
import { useState, type ReactNode } from "react";
import type { SessionDrawerKey, SessionDrawerState } from "./drawer";
import { Drawer } from "../../ui/Drawer";
import { useReturnFocusOnClose } from "../../ui/useReturnFocusOnClose";

export interface SessionDrawerView {
  readonly title: string;
  /** `onContinue` moves on to the chained view (or closes the drawer). */
  readonly render: (onContinue: () => void) => ReactNode;
}

interface SessionDrawerProps {
  readonly state: SessionDrawerState;
  /** The sub-views built so far; the screen only opens keys it has a view for. */
  readonly views: Partial<Record<SessionDrawerKey, SessionDrawerView>>;
  readonly onContinue: () => void;
  readonly onBack: () => void;
}

/** The full-screen drawer from the left with a Back control, hosting the Manage Session sub-views by key (§2.10). */
export const SessionDrawer = ({ state, views, onContinue, onBack }: SessionDrawerProps) => {
  // While it closes, the drawer keeps showing the view it closes on, not an empty one, out of reach.
  const [shownKey, setShownKey] = useState(state.key);
  if (state.key !== null && state.key !== shownKey) setShownKey(state.key);
  const key = state.key ?? shownKey;
  const view = key ? views[key] : undefined;
  const isOpen = state.key !== null;
  useReturnFocusOnClose(isOpen);
  return (
    <Drawer
      isOpen={isOpen}
      shouldReturnFocusOnClose={false}
      position={Position.LEFT}
      size="100%"
      onClose={onBack}
      closeButton="back"
      title={view?.title}
      className="session-drawer"
    >
      <div className="session-drawer-body" inert={!isOpen} aria-hidden={!isOpen || undefined}>
        {view?.render(onContinue)}
      </div>
    </Drawer>
  );
};
