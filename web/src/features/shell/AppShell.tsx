import { BREAKPOINTS_PX, type SignedInUser } from "@wellbeing/domain";
import { useState, type ReactNode } from "react";
import { useT } from "../../i18n/useT";
import { useMediaQuery } from "../../ui/useMediaQuery";
import { Fold } from "../../ui/Fold";
import { AppNavbar } from "./AppNavbar";
import { SideMenu } from "./SideMenu";
import { MAIN_ID } from "./SkipLink";

const MENU_ID = "main-menu";

/** The logged-in frame: the top bar, the side menu (a toggle at 700 px and below) and the screen. */
export const AppShell = ({ user, children }: { readonly user: SignedInUser; readonly children: ReactNode }) => {
  const t = useT();
  const isMobile = useMediaQuery(`(max-width: ${BREAKPOINTS_PX.mobile}px)`);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = () => setIsMenuOpen(false);

  return (
    <div className="app-shell">
      <AppNavbar user={user} menuToggle={isMobile ? { isOpen: isMenuOpen, onToggle: () => setIsMenuOpen((open) => !open), controls: MENU_ID } : undefined} />
      <div className="app-body">
        {isMobile ? (
          <Fold isOpen={isMenuOpen} className="side-menu-mobile">
            <nav id={MENU_ID} aria-label={t("shell.mainNavigation")}>
              <SideMenu user={user} onNavigate={closeMenu} />
            </nav>
          </Fold>
        ) : (
          <nav id={MENU_ID} aria-label={t("shell.mainNavigation")} className="side-menu-column">
            <SideMenu user={user} onNavigate={closeMenu} />
          </nav>
        )}
        <main id={MAIN_ID} tabIndex={-1} className="app-content">
          {children}
        </main>
      </div>
    </div>
  );
};
