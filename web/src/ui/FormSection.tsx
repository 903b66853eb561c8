import { Card, H4 } from "@blueprintjs/core";
import type { ReactNode } from "react";

/** A titled group of a long form's fields. */
export const FormSection = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <Card className="form-section" role="group" aria-label={title}>
    <H4 className="form-section-title">{title}</H4>
    {children}
  </Card>
);
