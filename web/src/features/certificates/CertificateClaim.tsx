import { Callout, Card } from "@blueprintjs/core";
import type { Module } from "@wellbeing/domain";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { errorMessage } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { certificatePath } from "./paths";
import { claimStateOf, type SuccessState } from "./claimState";
import { useCertificateDownload } from "./useCertificateDownload";

/** /claim (§2.18, §4): 'Claim my certificate' downloads it (loading meanwhile), then /success; a refusal says why. */
export const CertificateClaim = ({ sessionId, module }: { readonly sessionId: string; readonly module: Module }) => {
  const t = useT();
  const navigate = useNavigate();
  const claim = claimStateOf(useLocation().state);
  const download = useCertificateDownload(sessionId);
  // Reached without the form (a typed address): the form first.
  if (!claim) return <Navigate to={certificatePath(sessionId, module)} replace />;

  const onClaim = () =>
    download.mutate(claim.request, {
      onSuccess: () => {
        const state: SuccessState = { sentToEmail: claim.request.sendTo !== null };
        void navigate(certificatePath(sessionId, module, "success"), { state, replace: true });
      },
    });

  return (
    <Card className="certificate-card">
      <p>{t("certificates.claimText")}</p>
      {download.isError && (
        <Callout intent="danger" icon="error" role="alert">
          {errorMessage(download.error, t)}
        </Callout>
      )}
      <Button intent="primary" size="large" icon="endorsed" text={t("certificates.claimMyCertificate")} loading={download.isPending} onClick={onClaim} />
    </Card>
  );
};
