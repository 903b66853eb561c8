import type { Translate } from "@wellbeing/domain";
import { useContext } from "react";
import { LanguageContext, type LanguageContextValue } from "./LanguageProvider";

export const useLanguage = (): LanguageContextValue => {
  const context = useContext(LanguageContext);
  if (!context) throw new Error("useLanguage needs a LanguageProvider above it");
  return context;
};

/** The translator of the language on screen: `t("shell.home")`, `t("sessionList.upcomingSessions", { count })`. */
export const useT = (): Translate => useLanguage().t;
