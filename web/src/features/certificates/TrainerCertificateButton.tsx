import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { showError } from "../../ui/toaster";
import { useTrainerCertificateDownload } from "./useCertificateDownload";

/** Downloads the trainer certificate (§2.18, §7 POST /api/certificate/ttt): busy meanwhile, a toast when it fails (§8). */
export const TrainerCertificateButton = () => {
  const t = useT();
  const download = useTrainerCertificateDownload();
  return (
    <Button
      intent="primary"
      size="large"
      icon="endorsed"
      text={t("certificates.downloadTrainerCertificate")}
      loading={download.isPending}
      onClick={() => download.mutate(undefined, { onError: () => showError(t("ui.errorWentWrong")) })}
    />
  );
};
