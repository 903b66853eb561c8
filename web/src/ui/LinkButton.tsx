import type { AnchorButtonProps } from "@blueprintjs/core";
import type { MouseEvent } from "react";
import { useHref, useLinkClickHandler } from "react-router-dom";
import { AnchorButton } from "./Button";

type LinkButtonProps = Omit<AnchorButtonProps, "href" | "onClick"> & { readonly to: string };

/** A Blueprint button that is a real link inside the app (opens in a new tab, keyboard and history work). */
export const LinkButton = ({ to, ...button }: LinkButtonProps) => {
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <AnchorButton
      {...button}
      href={button.disabled ? undefined : href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (!button.disabled) followLink(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
};
