import { NonIdealState, Position } from "@blueprintjs/core";
import type { ReactNode } from "react";
import type { SessionDrawerKey, SessionDrawerState } from "./drawer";
import { Drawer } from "../../ui/Drawer";
import { useReturnFocusOnClose } from "../../ui/useReturnFocusOnClose";
import { useT } from "../../i18n/useT";

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
  const t = useT();
  const view = state.key ? views[state.key] : undefined;
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
      title={view?.title ?? t("session.drawerFallbackTitle")}
      className="session-drawer"
    >
      <div className="session-drawer-body">{view ? view.render(onContinue) : <NonIdealState icon="build" title={t("ui.notAvailableYet")} />}</div>
    </Drawer>
  );
};
