import { Menu, MenuDivider, MenuItem } from "@blueprintjs/core";
import { pathTo, type SignedInUser } from "@wellbeing/domain";
import { Fragment } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { showError } from "../../ui/toaster";
import { useLogOut, useSelectRole } from "../auth/useAuthActions";
import { MenuLinkItem } from "./MenuLinkItem";
import { menuEntries } from "./menuEntries";

interface SideMenuProps {
  readonly user: SignedInUser;
  /** Called after any choice, so the mobile menu can fold away. */
  readonly onNavigate: () => void;
}

/** The side menu of §2.4 for the chosen account. */
export const SideMenu = ({ user, onNavigate }: SideMenuProps) => {
  const t = useT();
  const navigate = useNavigate();
  const selectRole = useSelectRole();
  const logOut = useLogOut();

  const switchAccount = () =>
    selectRole.mutate(null, {
      onSuccess: () => {
        onNavigate();
        void navigate(pathTo("decideRole"));
      },
      onError: (error) => showError(errorMessage(error, t)),
    });

  return (
    <Menu className="side-menu" aria-label={t("shell.mainMenu")}>
      {menuEntries(user.role, user.users.length > 1).map((entry) => {
        switch (entry.kind) {
          case "link":
            return <MenuLinkItem key={entry.to} entry={entry} onNavigate={onNavigate} />;
          case "group":
            return (
              <Fragment key={entry.text}>
                <MenuDivider title={t(entry.text)} />
                {entry.links.map((child) => (
                  <MenuLinkItem key={child.to} entry={child} onNavigate={onNavigate} />
                ))}
                <MenuDivider />
              </Fragment>
            );
          case "switchAccount":
            return <MenuItem key="switch" icon="swap-horizontal" text={t("shell.switchAccount")} onClick={switchAccount} disabled={selectRole.isPending} />;
          case "logOut":
            return (
              <MenuItem
                key="logout"
                icon="log-out"
                text={t("shell.logOut")}
                disabled={logOut.isPending}
                onClick={() => logOut.mutate(undefined, { onError: (error) => showError(errorMessage(error, t)) })}
              />
            );
        }
      })}
    </Menu>
  );
};
