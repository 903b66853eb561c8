import { Component, type ErrorInfo, type ReactNode } from "react";
import { CrashScreen } from "./CrashScreen";

interface State {
  readonly error: unknown;
  readonly hasError: boolean;
}

/** The top-level error boundary: a crash anywhere shows the crash screen instead of a blank page. */
export class AppErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Screen crashed", error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
