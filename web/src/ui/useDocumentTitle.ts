import { useEffect } from "react";
import { useT } from "../i18n/useT";

export const useDocumentTitle = (title: string | null): void => {
  const appName = useT()("shell.appName");
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
};
