import type { SportsBuilderQuote, SportsBuilderQuoteRequest } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A bet builder's joint price for selections of one match (public: a visitor sees prices too). */
export const getBuilderQuote = (request: SportsBuilderQuoteRequest) =>
  api<SportsBuilderQuote>('POST', '/sports/builder/quote', request);

/** How long the picks rest before the builder asks for their price: a quick run of clicks asks once. */
export const BUILDER_QUOTE_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The joint price of the picks, asked again when they change (debounced) and when the match's prices move
 * (`bookVersion`: the grid is read from the 1X2, so a new book is a new price). A refusal is the query's error.
 */
export function useBuilderQuote(request: SportsBuilderQuoteRequest | null, bookVersion: string) {
  const asked = useDebounced(
    request === null ? null : JSON.stringify(request),
    BUILDER_QUOTE_DEBOUNCE_MS,
  );
  const current = request === null ? null : JSON.stringify(request);
  const queryKey = [...queryKeys.sports.all, 'builder', asked, bookVersion] as const;
  const query = useQuery({
    queryKey,
    queryFn: () => getBuilderQuote(JSON.parse(asked ?? 'null') as SportsBuilderQuoteRequest),
    enabled: asked !== null && asked === current,
    // A refusal is an answer (a contradiction stays one): not asked again until the picks or the book change.
    retry: false,
    staleTime: 10_000,
  });
  // While the picks rest the answer on screen is the last picks': the panel shows it as pending instead.
  return { query, queryKey, isSettling: asked !== current };
}
