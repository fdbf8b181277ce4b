// The queries' client react-admin runs on. TanStack Query retries a failed query three times with
// growing waits (1 s, 2 s, 4 s): right for a dropped connection, but a 401 before sign-in would hold the
// sign-in page back by seven seconds. The API's own refusals (4xx) are retried at once instead:
// react-admin's sign-in redirect follows the retries' end, so their number stays as it expects.
import { QueryClient } from '@tanstack/react-query';
import { statusOf } from './api-client.ts';

const MAX_DELAY_MS = 30_000;

function refusedByTheApi(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retryDelay: (failures, error) =>
        refusedByTheApi(error) ? 0 : Math.min(1000 * 2 ** failures, MAX_DELAY_MS),
    },
  },
});
