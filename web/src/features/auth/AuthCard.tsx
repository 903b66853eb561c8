import { Card, H2 } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../../ui/useDocumentTitle";

interface AuthCardProps {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children: ReactNode;
}

/** The centred card the log in, sign-up and account-choice screens sit in. */
export const AuthCard = ({ title, intro, children }: AuthCardProps) => {
  useDocumentTitle(title);
  return (
    <div className="auth-page">
      <Card className="auth-card" elevation={1}>
        <H2>{title}</H2>
        {intro && <p className="auth-intro">{intro}</p>}
        {children}
      </Card>
    </div>
  );
};
