import { useQuery } from "@tanstack/react-query";
import { accountDeletionContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";

/** GET /api/my-account/deletion: what deleting the account would take with it, asked when the confirmation opens. */
export const useAccountDeletion = (asked: boolean) =>
  useQuery({
    queryKey: ["account", "deletion"],
    queryFn: () => callContract(accountDeletionContract, {}),
    enabled: asked,
    // Asked afresh each time: a certificate or a registration may have changed since.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
