import { BlueprintProvider } from "@blueprintjs/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { createQueryClient } from "../api/queryClient";
import { AppErrorBoundary } from "../features/errors/AppErrorBoundary";
import { PartBoundary } from "../ui/PartBoundary";
import { Toasts } from "../ui/toaster";
import { AppRouter } from "./AppRouter";

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <BlueprintProvider>
        {/* Toasts that cannot load (offline) are lost, but the page stays. */}
        <PartBoundary>
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        </PartBoundary>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </BlueprintProvider>
    </AppErrorBoundary>
  );
};
