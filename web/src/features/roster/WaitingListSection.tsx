import { Classes, SectionCard, Tag } from "@blueprintjs/core";
import { offerDeadlineIn, type WaitingListAnswer } from "@wellbeing/domain";
import { useState } from "react";
import { useLanguage } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { useOfferSpace, useRemoveFromWaitingList, useStaffWaitingList } from "./useWaitingList";

type Person = WaitingListAnswer["people"][number];

/** Manage Session's waiting list (issue 29): who waits, in line, the spaces offered with their deadline; offer a free space by hand, or take someone off. */
export const WaitingListSection = ({ sessionId }: { readonly sessionId: string }) => {
  const { t, language } = useLanguage();
  const list = useStaffWaitingList(sessionId);
  const offer = useOfferSpace(sessionId);
  const remove = useRemoveFromWaitingList(sessionId);
  const [removing, setRemoving] = useState<Person | null>(null);
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState message={t("ui.errorWentWrong")} onRetry={() => void list.refetch()} />;
  const { people, unheldSpaces } = list.data;
  const nameOf = (person: Person) => person.name ?? person.email ?? t("roster.erasedParticipant");

  return (
    <SectionCard className="waiting-list-section">
      <h3 className="waiting-list-title">{t("waitingList.staffTitle", { count: people.length })}</h3>
      {unheldSpaces > 0 && people.some((person) => person.offer === null) && <p>{t("waitingList.freeSpaces", { count: unheldSpaces })}</p>}
      {people.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t("waitingList.staffEmpty")}</p>
      ) : (
        <ol className="waiting-list-people">
          {people.map((person) => (
            <li key={person.participantId} className="item-row">
              <div className="waiting-list-who">
                <strong>
                  {person.position !== null && <span aria-label={`${t("audit.position")} ${person.position}`}>{person.position}. </span>}
                  {nameOf(person)}
                </strong>
                {person.name && person.email && <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{person.email}</span>}
                {person.offer ? (
                  <Tag intent="success" minimal multiline>
                    {t("waitingList.staffOffered", { deadline: offerDeadlineIn(language, person.offer.expiresAt) })}
                  </Tag>
                ) : (
                  <Tag minimal>{t("waitingList.staffWaiting")}</Tag>
                )}
              </div>
              <div className="waiting-list-actions">
                {person.offer === null && (
                  <Button
                    size="small"
                    variant="outlined"
                    intent="primary"
                    text={t("waitingList.offerSpace")}
                    aria-label={`${t("waitingList.offerSpace")}: ${nameOf(person)}`}
                    disabled={unheldSpaces === 0}
                    loading={offer.isPending && offer.variables === person.participantId}
                    onClick={() => offer.mutate(person.participantId)}
                  />
                )}
                <Button
                  size="small"
                  variant="minimal"
                  intent="danger"
                  icon="trash"
                  text={t("waitingList.removeFromList")}
                  aria-label={`${t("waitingList.removeFromList")}: ${nameOf(person)}`}
                  onClick={() => setRemoving(person)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        icon="trash"
        intent="danger"
        confirmButtonText={t("waitingList.removeFromList")}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.participantId, { onSettled: () => setRemoving(null) })}
        onCancel={() => setRemoving(null)}
      >
        {removing && t("waitingList.removeConfirm", { person: nameOf(removing) })}
      </ConfirmDialog>
    </SectionCard>
  );
};
