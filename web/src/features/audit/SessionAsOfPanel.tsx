import { H3 } from "@blueprintjs/core";
import { useState, type FormEvent } from "react";
import { errorMessage, isApiError } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { TextField } from "../../ui/TextField";
import { instantOfField, utcFieldValue, utcText } from "./search";
import { useSessionAsOf } from "./queries";
import { SessionSnapshotCard } from "./SessionSnapshotCard";

interface SessionAsOfPanelProps {
  readonly asked: { readonly sessionId: string; readonly at: string } | null;
  readonly onAsk: (sessionId: string, at: string) => void;
}

/** A session as it was at a moment, rebuilt from its events, beside today's (keyed by what was asked: a new question starts a fresh form). */
export const SessionAsOfPanel = ({ asked, onAsk }: SessionAsOfPanelProps) => {
  const t = useT();
  const [sessionId, setSessionId] = useState(asked?.sessionId ?? "");
  const [at, setAt] = useState(asked ? utcFieldValue(asked.at) : "");
  const asOf = useSessionAsOf(asked);
  const fields = isApiError(asOf.error) ? asOf.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sessionId.trim() && at) onAsk(sessionId.trim(), instantOfField(at));
  };

  return (
    <section className="audit-as-of" aria-labelledby="audit-as-of-title">
      <H3 id="audit-as-of-title">{t("audit.asOfTitle")}</H3>
      <form className="audit-as-of-form" onSubmit={submit} noValidate>
        <TextField id="audit-as-of-session" label={t("audit.sessionId")} value={sessionId} onChange={setSessionId} />
        <TextField id="audit-as-of-at" type="datetime-local" label={t("audit.at")} value={at} onChange={setAt} error={fields.at} />
        <div className="audit-filter-actions">
          <Button type="submit" icon="history" text={t("ui.show")} />
        </div>
      </form>
      {asked &&
        (asOf.isError && !fields.at ? (
          <ErrorState message={errorMessage(asOf.error, t)} onRetry={() => void asOf.refetch()} />
        ) : asOf.data ? (
          <div className="audit-snapshots">
            <SessionSnapshotCard title={t("audit.then", { at: utcText(asOf.data.at) })} snapshot={asOf.data.then} />
            <SessionSnapshotCard title={t("ui.today")} snapshot={asOf.data.now} />
          </div>
        ) : asOf.isPending ? (
          <LoadingState />
        ) : null)}
    </section>
  );
};
