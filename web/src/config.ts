// Addresses outside the app. The product has not fixed them yet: set them at build time with
// VITE_FIND_OUT_MORE_URL and VITE_SUPPORT_EMAIL; the defaults are placeholders.

const env = import.meta.env as Record<string, string | undefined>;

export const EXTERNAL_LINKS = {
  /** The welcome page's 'I want to find out more'. */
  findOutMore: env.VITE_FIND_OUT_MORE_URL ?? "https://www.example.org/wellbeing-programme",
  /** The support team's address, given on the legal pages ('Report feedback' sends reports to the server). */
  supportEmail: env.VITE_SUPPORT_EMAIL ?? "support@example.org",
} as const;
