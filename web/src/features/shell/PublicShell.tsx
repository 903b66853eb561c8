import type { ReactNode } from "react";
import { AppNavbar } from "./AppNavbar";
import { MAIN_ID } from "./SkipLink";

/** The frame for logged-out visitors: the top bar and the screen. */
export const PublicShell = ({ children }: { readonly children: ReactNode }) => (
  <div className="app-shell">
    <AppNavbar user={null} />
    <main id={MAIN_ID} tabIndex={-1} className="app-content public-content">
      {children}
    </main>
  </div>
);
