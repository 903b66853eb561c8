import { useMutation } from "@tanstack/react-query";
import { certificateContract, trainerCertificateContract, type CertificateRequest } from "@wellbeing/domain";
import { pathOf } from "../../api/client";
import { downloadPdf } from "./downloadPdf";

/** POST /api/certificate/:sessionId: issues (or gives back) a module's certificate and saves its PDF. */
export const useCertificateDownload = (sessionId: string) =>
  useMutation({
    mutationFn: ({ module, name, language, sendTo }: CertificateRequest) =>
      downloadPdf(
        pathOf(certificateContract, { sessionId }),
        { module, name, language, sendEmail: sendTo !== null, ...(sendTo ? { email: sendTo } : {}) },
        "certificate.pdf",
      ),
  });

/** POST /api/certificate/ttt: the trainer certificate, with an empty body (§7). */
export const useTrainerCertificateDownload = () => useMutation({ mutationFn: () => downloadPdf(pathOf(trainerCertificateContract), {}, "certificate.pdf") });
