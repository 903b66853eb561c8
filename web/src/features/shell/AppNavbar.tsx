import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, Tag } from "@blueprintjs/core";
import { ROLE_LABELS, type SignedInUser } from "@wellbeing/domain";
import { Link } from "react-router-dom";
import { useHomePath } from "../auth/useHomePath";

interface AppNavbarProps {
  readonly user: SignedInUser | null;
  /** Shown on small screens, where the side menu folds into this toggle. */
  readonly menuToggle?: { readonly isOpen: boolean; readonly onToggle: () => void; readonly controls: string };
}

/** The bar across the top: the product's name, and who is logged in as what. */
export const AppNavbar = ({ user, menuToggle }: AppNavbarProps) => {
  const home = useHomePath();
  return (
    <Navbar className="app-navbar">
      <NavbarGroup align={Alignment.START}>
        {menuToggle && (
          <>
            <Button
              variant="minimal"
              icon={menuToggle.isOpen ? "cross" : "menu"}
              text="Menu"
              aria-expanded={menuToggle.isOpen}
              aria-controls={menuToggle.controls}
              onClick={menuToggle.onToggle}
            />
            <NavbarDivider />
          </>
        )}
        <NavbarHeading>
          <Link to={home} className="app-name">
            Wellbeing training
          </Link>
        </NavbarHeading>
      </NavbarGroup>
      {user && (
        <NavbarGroup align={Alignment.END} className="navbar-user">
          <span className="navbar-user-name">{user.name}</span>
          {user.role && (
            <Tag minimal round>
              {ROLE_LABELS[user.role]}
            </Tag>
          )}
        </NavbarGroup>
      )}
    </Navbar>
  );
};
