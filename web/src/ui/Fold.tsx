import { Classes, Collapse } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion";

interface FoldProps {
  readonly isOpen: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * Blueprint's Collapse, or, when the person asked for less motion (WCAG 2.3.3), the same markup shown or
 * emptied at once: Collapse times its closing in script, and with transitions made instant a closing
 * fold could stay half-closed, keeping what it held reachable with Tab.
 */
export const Fold = ({ isOpen, className, children }: FoldProps) => {
  const reducedMotion = usePrefersReducedMotion();
  if (!reducedMotion) {
    return (
      <Collapse isOpen={isOpen} className={className}>
        {children}
      </Collapse>
    );
  }
  // Blueprint's collapse class folds to no height: an open fold sizes to what it holds, as Collapse's own does.
  return (
    <div className={[Classes.COLLAPSE, className].filter(Boolean).join(" ")} style={isOpen ? { height: "auto", overflowY: "visible" } : undefined}>
      {isOpen && <div className={Classes.COLLAPSE_BODY}>{children}</div>}
    </div>
  );
};
