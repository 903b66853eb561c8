// Addresses outside the app. The product has not fixed them yet: set them at build time with
// VITE_FIND_OUT_MORE_URL, VITE_SUPPORT_EMAIL and the others named below; the defaults are placeholders.

const env = import.meta.env as Record<string, string | undefined>;

export const EXTERNAL_LINKS = {
  /** The welcome page's 'I want to find out more'. */
  findOutMore: env.VITE_FIND_OUT_MORE_URL ?? "https://www.example.org/wellbeing-programme",
  /** The support team's address, given on the legal pages ('Report feedback' sends reports to the server). */
  supportEmail: env.VITE_SUPPORT_EMAIL ?? "support@example.org",
  /** 'How this tool works' video and Trainer Advice's explainer videos (VITE_HOW_IT_WORKS_VIDEO_URL, VITE_SESSIONS_VIDEO_URL, VITE_EVALUATIONS_VIDEO_URL). */
  howItWorksVideo: env.VITE_HOW_IT_WORKS_VIDEO_URL ?? "https://www.example.org/wellbeing-programme/videos/how-this-tool-works",
  sessionsVideo: env.VITE_SESSIONS_VIDEO_URL ?? "https://www.example.org/wellbeing-programme/videos/sessions",
  evaluationsVideo: env.VITE_EVALUATIONS_VIDEO_URL ?? "https://www.example.org/wellbeing-programme/videos/evaluations",
  /** The survey's 'Why are you asking me these questions?' video (§2.15; VITE_WHY_WE_ASK_VIDEO_URL). */
  whyWeAskVideo: env.VITE_WHY_WE_ASK_VIDEO_URL ?? "https://www.example.org/wellbeing-programme/videos/why-we-ask",
  /** Trainer Advice's feedback form (VITE_TRAINER_FEEDBACK_FORM_URL). */
  trainerFeedbackForm: env.VITE_TRAINER_FEEDBACK_FORM_URL ?? "https://www.example.org/wellbeing-programme/trainer-feedback",
} as const;
