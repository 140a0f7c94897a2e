import { QueryClient } from '@tanstack/react-query';

/** A query's data that holds a blob: URL (a KYC document); the URL is released with the cache entry. */
export interface ObjectUrlData {
  objectUrl: string;
}

const holdsObjectUrl = (data: unknown): data is ObjectUrlData =>
  typeof data === 'object' &&
  data !== null &&
  'objectUrl' in data &&
  typeof data.objectUrl === 'string';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    // An operator's data changes under them; a refused call (403, expired session) is not retried.
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  // Files are shown from blob: URLs made once per fetch; they are freed when the cache lets the entry go,
  // not when a component unmounts (a remount, or a second viewer, may still show them).
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'removed' && holdsObjectUrl(event.query.state.data))
      URL.revokeObjectURL(event.query.state.data.objectUrl);
  });
  return client;
}
