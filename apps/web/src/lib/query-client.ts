import { QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api-client";

/** Client errors (4xx) will not change on retry; network and server errors get up to 3 more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
