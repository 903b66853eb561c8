import { MODULES, pathTo, type Module } from "@wellbeing/domain";

// The certificate screens of §2.18 live under /certificate/:sessionId; which module's certificate rides in `?module=`.

type CertificateStep = "download-only" | "download-email" | "claim" | "success";

/** A module's certificate screen (the choice, or one of its steps). */
export const certificatePath = (sessionId: string, module: Module, step?: CertificateStep): string =>
  `${pathTo("certificate", { sessionId })}${step ? `/${step}` : ""}?module=${encodeURIComponent(module)}`;

/** The module `?module=` names, or null when it names none of ours. */
export const moduleOfSearch = (search: URLSearchParams): Module | null => {
  const module = search.get("module");
  return MODULES.find((each) => each === module) ?? null;
};
