import { useMutation, useQuery } from "@tanstack/react-query";
import {
  acceptOfferContract,
  declineOfferContract,
  joinWaitingListContract,
  leaveWaitingListContract,
  myWaitingListsContract,
  offerSpaceContract,
  removeFromWaitingListContract,
  waitingListContract,
  waitingPlaceContract,
  type ConfirmedRegistrationAnswer,
  type MessageKey,
} from "@wellbeing/domain";
import { errorMessage } from "../../api/apiError";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";
import { useT } from "../../i18n/useT";
import { showError, showSuccess } from "../../ui/toaster";
import { rosterKeys } from "./queries";

// A session's waiting list (issue 29): the reads, and the participants' and staff's actions on it.

/** The participant's place on a session's waiting list, with the session. */
export const useWaitingPlace = (sessionId: string) =>
  useQuery({ queryKey: rosterKeys.waitingPlace(sessionId), queryFn: () => callContract(waitingPlaceContract, { params: { id: sessionId } }) });

/** The participant's places on every waiting list (the home). */
export const useMyWaitingLists = () => useQuery({ queryKey: rosterKeys.myWaitingLists(), queryFn: () => callContract(myWaitingListsContract, {}) });

/** A session's waiting list, as Manage Session shows it (staff). */
export const useStaffWaitingList = (sessionId: string) =>
  useQuery({ queryKey: rosterKeys.waitingList(sessionId), queryFn: () => callContract(waitingListContract, { params: { id: sessionId } }) });

/**
 * A waiting-list action: a toast when it is done (and `onDone`, called even when the screen that asked is
 * gone by then), the server's refusal when not; the session's screens refresh either way.
 */
const useWaitingListAction = <Input, Answer>(call: (input: Input) => Promise<Answer>, done: MessageKey | null, onDone?: (answer: Answer) => void) => {
  const t = useT();
  const refresh = useRefreshTopics();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      if (done) showSuccess(t(done));
      onDone?.(answer);
    },
    onError: (error) => showError(`${t("ui.errorPrefix")}${errorMessage(error, t)}`),
    onSettled: () => refresh("sessions"),
  });
};

export const useJoinWaitingList = (sessionId: string) =>
  useWaitingListAction(() => callContract(joinWaitingListContract, { params: { sessionId } }), "waitingList.joined");

export const useLeaveWaitingList = (sessionId: string) =>
  useWaitingListAction(() => callContract(leaveWaitingListContract, { params: { sessionId } }), "waitingList.left");

export const useAcceptOffer = (sessionId: string, onAccepted: (answer: ConfirmedRegistrationAnswer) => void) =>
  useWaitingListAction(
    ({ offerId, message }: { offerId: string; message: string }) =>
      callContract(acceptOfferContract, { params: { sessionId }, body: { offerId, message: message === "" ? null : message } }),
    null,
    onAccepted,
  );

export const useDeclineOffer = (sessionId: string) =>
  useWaitingListAction((offerId: string) => callContract(declineOfferContract, { params: { sessionId }, body: { offerId } }), "waitingList.declined");

export const useOfferSpace = (sessionId: string) =>
  useWaitingListAction((participantId: string) => callContract(offerSpaceContract, { params: { sessionId, participantId } }), "waitingList.spaceOfferedToast");

export const useRemoveFromWaitingList = (sessionId: string) =>
  useWaitingListAction(
    (participantId: string) => callContract(removeFromWaitingListContract, { params: { sessionId, participantId } }),
    "waitingList.removedToast",
  );
