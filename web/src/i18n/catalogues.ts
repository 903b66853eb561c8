import { en, type Language, type Messages } from "@wellbeing/domain";

/** A language's catalogue: English is in the bundle, Welsh is fetched the first time it is asked for. */
export const loadMessages = async (language: Language): Promise<Messages> => (language === "cy" ? (await import("@wellbeing/domain/i18n/cy")).cy : en);
