import { Spinner } from "@blueprintjs/core";
import { useT } from "../i18n/useT";

/** A centred spinner while something loads, named in the language on screen. */
export const LoadingState = ({ label }: { readonly label?: string }) => {
  const t = useT();
  const name = label ?? t("ui.loading");
  return (
    <div className="state-centred" role="status" aria-live="polite">
      <Spinner size={40} aria-label={name} />
      <span className="state-label">{name}…</span>
    </div>
  );
};
