import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useT } from "../../i18n/useT";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";

interface ProgressLoadedProps<Data> {
  readonly query: UseQueryResult<Data>;
  readonly children: (data: Data) => ReactNode;
}

/** What the participant's screens show of a read: loading, then it, or the §8 failure with a retry. */
export const ProgressLoaded = <Data,>({ query, children }: ProgressLoadedProps<Data>) => {
  const t = useT();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <ErrorState message={t("ui.errorWentWrongCapitalised")} onRetry={() => void query.refetch()} />;
  return <LoadingState label={t("roster.loading")} />;
};
