// The Manage Session screen's full-screen drawer (§2.10): which sub-view it shows, by key.

export type SessionDrawerKey =
  | "viewAttendeesList"
  | "sendEmails"
  | "viewEmails"
  | "specialRequirements"
  | "send-invitation"
  | "view-invitees"
  | "view-emails"
  | "sendSurveyLinkEmail"
  | "scheduleTable"
  | "editScheduleEmail"
  | "viewScheduledEmail";

export interface SessionDrawerState {
  /** The sub-view shown; null when the drawer is closed. */
  readonly key: SessionDrawerKey | null;
  /** Where 'continue' leads from it (some opens chain to a next view). */
  readonly next: SessionDrawerKey | null;
}

export type SessionDrawerAction =
  | { readonly type: "open"; readonly key: SessionDrawerKey; readonly next?: SessionDrawerKey }
  /** The sub-view is done: on to the chained view, or closed. */
  | { readonly type: "continue" }
  /** Back closes the drawer (the screen then resets its lists from the session). */
  | { readonly type: "back" };

export const CLOSED_DRAWER: SessionDrawerState = { key: null, next: null };

export const sessionDrawerReducer = (state: SessionDrawerState, action: SessionDrawerAction): SessionDrawerState => {
  switch (action.type) {
    case "open":
      return { key: action.key, next: action.next ?? null };
    case "continue":
      return state.next ? { key: state.next, next: null } : CLOSED_DRAWER;
    case "back":
      return CLOSED_DRAWER;
  }
};
