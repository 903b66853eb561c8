import { Component, type ErrorInfo, type ReactNode } from "react";

interface PartBoundaryProps {
  /** What shows in the part's place once it failed (nothing when absent). */
  readonly fallback?: ReactNode;
  readonly children: ReactNode;
}

/**
 * Keeps a lazily loaded part that is not the screen itself (the toaster, a dialog) from taking the screen down:
 * when its code cannot be fetched (offline, a newer deploy), `fallback` shows in its place and the rest stays.
 */
export class PartBoundary extends Component<PartBoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { readonly failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Part of the screen failed", error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
