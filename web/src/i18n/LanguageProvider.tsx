import type { Language, Messages, Translate } from "@wellbeing/domain";
import { translator } from "@wellbeing/i18n";
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { loadMessages } from "./catalogues";
import { applyLanguage } from "./languageChoice";

export interface LanguageContextValue {
  readonly language: Language;
  readonly t: Translate;
  readonly chooseLanguage: (language: Language) => Promise<void>;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);

interface LanguageProviderProps {
  readonly language: Language;
  readonly messages: Messages;
  readonly children: ReactNode;
}

/** Holds the language on screen and its catalogue; switching fetches the other catalogue first. */
export const LanguageProvider = ({ language: initial, messages: initialMessages, children }: LanguageProviderProps) => {
  const [current, setCurrent] = useState({ language: initial, messages: initialMessages });

  useEffect(() => applyLanguage(current.language), [current.language]);

  const chooseLanguage = useCallback(async (language: Language) => {
    const messages = await loadMessages(language);
    setCurrent({ language, messages });
  }, []);

  const value = useMemo(() => {
    const t = translator(current.messages, current.language);
    return { language: current.language, t, chooseLanguage };
  }, [current, chooseLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
};
