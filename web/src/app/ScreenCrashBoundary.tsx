import { Component, type ErrorInfo, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { CrashScreen } from "../features/errors/CrashScreen";

interface BoundaryProps {
  /** The page's address: opening another page tries again. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly resetKey: string;
  readonly hasError: boolean;
  readonly error: unknown;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { resetKey: this.props.resetKey, hasError: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { hasError: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, hasError: false, error: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Screen crashed", error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}

/** The screens' route: a crashed screen (or one whose code failed to load) shows inside the app's frame, menu still usable. */
export const ScreenCrashBoundary = () => (
  <Boundary resetKey={useLocation().pathname}>
    <Outlet />
  </Boundary>
);
