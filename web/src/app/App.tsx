import { OverlaysProvider, PortalProvider } from "@blueprintjs/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState, type ComponentProps } from "react";
import { createQueryClient, type FirstData } from "../api/queryClient";
import { AppErrorBoundary } from "../features/errors/AppErrorBoundary";
import { PartBoundary } from "../ui/PartBoundary";
import { Toasts } from "../ui/toaster";
import { AppRouter } from "./AppRouter";

interface AppProps extends FirstData {
  readonly createRouter?: ComponentProps<typeof AppRouter>["createRouter"];
}

/** `anonymous`: the page came prerendered, which the server sends only to a visitor with no session cookie. */
export const App = ({ anonymous = false, answers, createRouter }: AppProps) => {
  const [queryClient] = useState(() => createQueryClient({ anonymous, answers }));
  return (
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
  );
};
