import { Intent } from "@blueprintjs/core";
import { useId } from "react";
import { useT } from "../../i18n/useT";
import { Alert } from "../../ui/Alert";

export interface StaffResult {
  readonly kind: "success" | "failure";
  readonly message: string;
}

/** The outcome of adding someone (§8): 'Error!' with the server's text, or the success text; OK moves on. */
export const ResultAlert = ({ result, onClose }: { readonly result: StaffResult | null; readonly onClose: () => void }) => {
  const t = useT();
  // Its title names the alert dialog (it has no title bar).
  const titleId = useId();
  return (
    <Alert
      aria-labelledby={titleId}
      isOpen={result !== null}
      icon={result?.kind === "failure" ? "error" : "tick-circle"}
      intent={result?.kind === "failure" ? Intent.DANGER : Intent.SUCCESS}
      confirmButtonText={t("staffScreens.ok")}
      onConfirm={onClose}
      onClose={onClose}
      canEscapeKeyCancel
    >
      <p id={titleId} className="staff-alert-title">
        {t(result?.kind === "failure" ? "ui.error" : "ui.done")}
      </p>
      <p role={result?.kind === "failure" ? "alert" : "status"}>{result?.message}</p>
    </Alert>
  );
};
