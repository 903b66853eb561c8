import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, Tag } from "@blueprintjs/core";
import type { SignedInUser } from "@wellbeing/domain";
import { Link } from "react-router-dom";
import { LanguageSwitch } from "../../i18n/LanguageSwitch";
import { useT } from "../../i18n/useT";
import { useHomePath } from "../auth/useHomePath";

interface AppNavbarProps {
  readonly user: SignedInUser | null;
  /** Shown on small screens, where the side menu folds into this toggle. */
  readonly menuToggle?: { readonly isOpen: boolean; readonly onToggle: () => void; readonly controls: string };
}

/** The bar across the top of every page: the product's name, the language switch, and who is logged in as what. */
export const AppNavbar = ({ user, menuToggle }: AppNavbarProps) => {
  const t = useT();
  const home = useHomePath();
  return (
    <Navbar className="app-navbar">
      <NavbarGroup align={Alignment.START}>
        {menuToggle && (
          <>
            <Button
              variant="minimal"
              icon={menuToggle.isOpen ? "cross" : "menu"}
              text={t("shell.menu")}
              aria-expanded={menuToggle.isOpen}
              aria-controls={menuToggle.controls}
              onClick={menuToggle.onToggle}
            />
            <NavbarDivider />
          </>
        )}
        <NavbarHeading>
          <Link to={home} className="app-name">
            {t("shell.appName")}
          </Link>
        </NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END} className="navbar-user">
        {user && (
          <>
            <span className="navbar-user-name">{user.name}</span>
            {user.role && (
              <Tag minimal round>
                {t(`roles.${user.role}`)}
              </Tag>
            )}
            <NavbarDivider />
          </>
        )}
        <LanguageSwitch />
      </NavbarGroup>
    </Navbar>
  );
};
