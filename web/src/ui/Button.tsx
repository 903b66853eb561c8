import {
  AnchorButton as BlueprintAnchorButton,
  Button as BlueprintButton,
  Classes,
  Icon,
  Spinner,
  SpinnerSize,
  type AnchorButtonProps,
  type ButtonProps,
  type ButtonSharedProps,
} from "@blueprintjs/core";
import type { Translate } from "@wellbeing/domain";
import { useT } from "../i18n/useT";

type SharedProps = ButtonSharedProps & { readonly disabled?: boolean; readonly className?: string };

/**
 * A busy button's icon: the spinner, then the button's own icon. A component, not a fragment: Blueprint gives an
 * element icon its (intent) class, which goes on the icon here; a fragment cannot take one (React warns).
 */
export const BusyIcon = ({ icon, label, className }: { readonly icon: ButtonProps["icon"]; readonly label: string; readonly className?: string }) => (
  <>
    <Spinner className={Classes.BUTTON_SPINNER} size={SpinnerSize.SMALL} aria-label={label} />
    <Icon icon={icon} className={className} />
  </>
);

/**
 * What Blueprint's `loading` does to a button (its loading class, disabled, a small spinner before the
 * icon that hides the rest and keeps the button's size), with the spinner named from the catalogues:
 * Blueprint's own is named "loading" in English whatever the language on screen.
 */
const busyProps = <P extends SharedProps>({ loading = false, ...button }: P, t: Translate) =>
  loading
    ? {
        ...button,
        disabled: true,
        className: [button.className, Classes.LOADING].filter(Boolean).join(" "),
        icon: <BusyIcon icon={button.icon} label={t("ui.loading")} />,
      }
    : button;

/** Blueprint's Button; while `loading`, disabled with a spinner named in the language on screen. */
export const Button = (props: ButtonProps) => {
  const t = useT();
  return <BlueprintButton {...busyProps(props, t)} />;
};

/** Blueprint's AnchorButton; while `loading`, disabled with a spinner named in the language on screen. */
export const AnchorButton = (props: AnchorButtonProps) => {
  const t = useT();
  return <BlueprintAnchorButton {...busyProps(props, t)} />;
};
