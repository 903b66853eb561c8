import { useQuery } from "@tanstack/react-query";
import { verifyCertificateContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";

// "certificates" is no live topic: a certificate does not change but for a revocation, and what anyone may see is read once.
export const certificateKeys = {
  verified: (code: string) => ["certificates", "verify", code] as const,
};

/** GET /api/certificates/verify/:code: what anyone may see of a certificate. */
export const useVerifiedCertificate = (code: string) =>
  useQuery({
    queryKey: certificateKeys.verified(code),
    queryFn: () => callContract(verifyCertificateContract, { params: { code } }),
    retry: false,
  });
