import { MenuItem } from "@blueprintjs/core";
import { useHref, useLinkClickHandler, useLocation } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { isCurrent, type MenuLink } from "./menuEntries";

interface MenuLinkItemProps {
  readonly entry: MenuLink;
  readonly onNavigate: () => void;
}

/** A side-menu entry that is a real link to its route, highlighted while its screen is shown. */
export const MenuLinkItem = ({ entry, onNavigate }: MenuLinkItemProps) => {
  const t = useT();
  const location = useLocation();
  const href = useHref(entry.to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(entry.to);
  const current = isCurrent(entry.to, location);
  return (
    <MenuItem
      icon={entry.icon}
      text={t(entry.text)}
      href={href}
      active={current}
      aria-current={current ? "page" : undefined}
      onClick={(event: React.MouseEvent<HTMLElement>) => {
        followLink(event as React.MouseEvent<HTMLAnchorElement>);
        onNavigate();
      }}
    />
  );
};
