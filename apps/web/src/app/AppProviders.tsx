import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FeedbackHost } from '../shared/ui/kit/feedback';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already tells the user about failures; one quiet retry covers blips.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The app-wide providers: the query cache and the kit's toasts and confirmations (the storefront
 * has no antd, so no antd theme or message holders).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <FeedbackHost />
    </QueryClientProvider>
  );
}
