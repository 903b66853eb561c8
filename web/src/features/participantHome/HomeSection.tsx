import { H3 } from "@blueprintjs/core";
import type { ReactNode } from "react";

/** A titled part of the participant's home: a region named by its heading. */
export const HomeSection = ({ id, title, children }: { readonly id: string; readonly title: string; readonly children: ReactNode }) => (
  <section className="participant-section" aria-labelledby={id}>
    <H3 id={id} className="section-heading">
      {title}
    </H3>
    {children}
  </section>
);
