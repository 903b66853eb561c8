import { useQuery } from "@tanstack/react-query";
import { verifyCertificateContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";

/** GET /api/certificates/verify/:code: what anyone may see of a certificate (no live topic: a certificate does not change but for a revocation). */
export const useVerifiedCertificate = (code: string) =>
  useQuery({
    queryKey: ["certificates", "verify", code],
    queryFn: () => callContract(verifyCertificateContract, { params: { code } }),
    retry: false,
  });
