import { BlueprintProvider } from "@blueprintjs/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { createQueryClient } from "../api/queryClient";
import { AppErrorBoundary } from "../features/errors/AppErrorBoundary";
import { Toasts } from "../ui/toaster";
import { AppRouter } from "./AppRouter";

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <BlueprintProvider>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </BlueprintProvider>
    </AppErrorBoundary>
  );
};
