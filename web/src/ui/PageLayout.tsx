import { H2 } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useDocumentTitle } from "./useDocumentTitle";

interface PageLayoutProps {
  readonly title: string;
  /** Shown under the title. */
  readonly subtitle?: ReactNode;
  /** Buttons on the title's right. */
  readonly actions?: ReactNode;
  /** Narrow pages are forms read top to bottom. */
  readonly width?: "narrow" | "wide";
  readonly children: ReactNode;
}

/** A screen's heading, its actions and its content, at the app's spacing. */
export const PageLayout = ({ title, subtitle, actions, width = "wide", children }: PageLayoutProps) => {
  useDocumentTitle(title);
  return (
    <section className={`page page-${width}`}>
      <header className="page-header">
        <div>
          <H2 className="page-title">{title}</H2>
          {subtitle && <div className="page-subtitle">{subtitle}</div>}
        </div>
        {actions && <div className="page-actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
};
