import type { Role } from "../roles";
import type { TttUpgradeStep } from "../auth/tttUpgradeStep";
import type { TrainerUpgradeEvent } from "./events";

/** What the train-the-trainer route changes of an account: its roles, its delivery local authorities, its pending step, a waiting local-lead request. */
interface UpgradeFacts {
  readonly roles: ReadonlyArray<Role>;
  readonly localAuthorities: ReadonlyArray<string>;
  readonly nextUpgradeToTttStep: TttUpgradeStep | null;
  /** When the person asked for a local lead account at the trainer sign-up, while no admin has decided; else null. */
  readonly localLeadRequestedAt: string | null;
}

/** The roles once a local-lead request is approved: the trainer account becomes the local lead account. */
export const rolesWithLocalLead = (roles: ReadonlyArray<Role>): ReadonlyArray<Role> => {
  const others = roles.filter((role) => role !== "trainer" && role !== "localLead");
  return [...others, "localLead"];
};

/** Folds one train-the-trainer event into an account (the user decider folds it so; the write side decides on it). */
export const evolveUpgrade = <Account extends UpgradeFacts>(account: Account, event: TrainerUpgradeEvent): Account => {
  switch (event.type) {
    case "TrainerSignUpOffered":
      return { ...account, nextUpgradeToTttStep: { step: "signupAsTtt", course: event.data.course } };
    case "UpgradedToTrainer": {
      const { role, localAuthorities, course } = event.data;
      return {
        ...account,
        roles: account.roles.includes(role) ? account.roles : [...account.roles, role],
        localAuthorities: [...localAuthorities],
        nextUpgradeToTttStep: { step: "howItWorks", course },
      };
    }
    case "TttUpgradeStepTaken": {
      const { nextStep, course } = event.data;
      return { ...account, nextUpgradeToTttStep: nextStep === null ? null : { step: nextStep, course } };
    }
    case "LocalLeadAccessRequested":
      return { ...account, localLeadRequestedAt: event.data.requestedAt };
    case "LocalLeadRequestApproved":
      return { ...account, roles: rolesWithLocalLead(account.roles), localLeadRequestedAt: null };
    case "LocalLeadRequestDeclined":
      return { ...account, localLeadRequestedAt: null };
  }
};
