import type { AnchorButtonProps } from "@blueprintjs/core";
import type { MouseEvent } from "react";
import { useHref, useLinkClickHandler } from "react-router-dom";
import { AnchorButton } from "./Button";

type LinkButtonProps = Omit<AnchorButtonProps, "href" | "onClick"> & {
  readonly to: string;
  /** The navigation state the next screen receives (a course, say). */
  readonly state?: unknown;
};

/** A Blueprint button that is a real link inside the app (opens in a new tab, keyboard and history work). */
export const LinkButton = ({ to, state, ...button }: LinkButtonProps) => {
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to, { state });
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
