import { QueryClient } from '@tanstack/react-query';

/** One client for the app, shared by components and route loaders. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
