import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { localLeadContract, localLeadsContract, myTrainersContract, participantsContract, trainersAndLeadsContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";

// The staff directory's reads. Keys start with "users": a live push on that topic refreshes them.

export const staffKeys = {
  all: ["users"] as const,
  directory: ["users", "directory"] as const,
  myTrainers: ["users", "my-trainers"] as const,
  participants: (page: number) => ["users", "participants", page] as const,
  localLeads: ["users", "local-leads"] as const,
  localLead: (id: string) => ["users", "local-lead", id] as const,
};

/** The admin's three lists. */
export const useStaffDirectory = (enabled: boolean) =>
  useQuery({ queryKey: staffKeys.directory, queryFn: () => callContract(trainersAndLeadsContract), enabled });

/** A local lead's group and themself. */
export const useMyTrainers = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.myTrainers,
    queryFn: () => callContract(myTrainersContract),
    select: (answer) => answer.trainerList,
    enabled,
  });

/** One page of participants; the previous page stays on screen while the next loads. */
export const useParticipants = (page: number) =>
  useQuery({
    queryKey: staffKeys.participants(page),
    queryFn: () => callContract(participantsContract, { search: `page=${page}` }),
    placeholderData: keepPreviousData,
  });

export const useLocalLeads = () => useQuery({ queryKey: staffKeys.localLeads, queryFn: () => callContract(localLeadsContract) });

export const useLocalLead = (id: string) =>
  useQuery({ queryKey: staffKeys.localLead(id), queryFn: () => callContract(localLeadContract, { params: { id } }) });
