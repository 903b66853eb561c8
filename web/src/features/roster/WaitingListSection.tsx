import { Classes, HTMLTable, SectionCard, Tag } from "@blueprintjs/core";
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
        <HTMLTable compact striped className="waiting-list-table">
          <thead>
            <tr>
              <th scope="col">{t("audit.position")}</th>
              <th scope="col">{t("waitingList.staffPerson")}</th>
              <th scope="col">{t("ui.status")}</th>
              <th scope="col">{t("ui.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.participantId}>
                <td>{person.position ?? "–"}</td>
                <td>
                  {nameOf(person)}
                  {person.name && person.email && <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{person.email}</div>}
                </td>
                <td>
                  {person.offer ? (
                    <Tag intent="success" minimal>
                      {t("waitingList.staffOffered", { deadline: offerDeadlineIn(language, person.offer.expiresAt) })}
                    </Tag>
                  ) : (
                    <Tag minimal>{t("waitingList.staffWaiting")}</Tag>
                  )}
                </td>
                <td className="waiting-list-actions">
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
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
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
