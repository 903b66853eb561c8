import { OverlaysProvider, PortalProvider } from "@blueprintjs/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState, type ComponentProps } from "react";
import { createQueryClient, type FirstData } from "../api/queryClient";
import { AppErrorBoundary } from "../features/errors/AppErrorBoundary";
import { AssumedWidthContext } from "../ui/assumedWidth";
import { PartBoundary } from "../ui/PartBoundary";
import { Toasts } from "../ui/toaster";
import { AppRouter } from "./AppRouter";

interface AppProps extends FirstData {
  /** The window width the server drew the page for (a page rendered per request): the first render's width queries. */
  readonly assumedWidth?: number;
  readonly createRouter?: ComponentProps<typeof AppRouter>["createRouter"];
}

/** `anonymous`: the page came prerendered, which the server sends only to a visitor with no session cookie. */
export const App = ({ anonymous = false, answers, assumedWidth, createRouter }: AppProps) => {
  const [queryClient] = useState(() => createQueryClient({ anonymous, answers }));
  return (
    <AssumedWidthContext.Provider value={assumedWidth}>
      <AppErrorBoundary>
        {/* BlueprintProvider less its hotkeys provider: the app binds no hotkeys, and its dialog (8 KB) was in the first load. */}
        <PortalProvider>
          <OverlaysProvider>
            {/* Toasts that cannot load (offline) are lost, but the page stays. */}
            <PartBoundary>
              <Suspense fallback={null}>
                <Toasts />
              </Suspense>
            </PartBoundary>
            <QueryClientProvider client={queryClient}>
              <AppRouter createRouter={createRouter} />
            </QueryClientProvider>
          </OverlaysProvider>
        </PortalProvider>
      </AppErrorBoundary>
    </AssumedWidthContext.Provider>
  );
};
