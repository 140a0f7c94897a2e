import type { Balance, Profile } from '@orca/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';
import { useSession } from '../session';
import { storage, STORAGE_KEYS } from '../storage';

/**
 * The logged-in player's shared server state: every screen that shows the profile or the balance
 * (header, cashier, account page, lobby currency) reads these, so they share one request.
 */

/**
 * The user refresh of spec section 4 reads the profile and saves its lowercase country code
 * under user-countrycode, so the stored country follows the account, not only the geolocation.
 */
export async function getProfile(): Promise<Profile> {
  const profile = await api<Profile>('GET', '/player');
  if (profile.countrycode) storage.set(STORAGE_KEYS.countryCode, profile.countrycode.toLowerCase());
  return profile;
}
export const getBalance = () => api<Balance>('GET', '/player/balance');

/** Kept 30 s: the profile changes only through the player's own edits, which write the cache. */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.player.profile, queryFn: getProfile, staleTime: 30_000 });

/** Kept 15 s: rounds and payments change it; every money event invalidates it (useRefreshBalance). */
export const balanceQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.player.balance, queryFn: getBalance, staleTime: 15_000 });

/** The logged-in player's profile; nothing is fetched for a visitor. */
export function useProfile() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...profileQueryOptions(), enabled: isLoggedIn });
}

/** The logged-in player's balance; nothing is fetched for a visitor. */
export function useBalance() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...balanceQueryOptions(), enabled: isLoggedIn });
}

/** Every money event (a round, deposit credited, withdrawal requested or cancelled) calls this so the header shows the new balance. */
export function useRefreshBalance() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.player.balance }),
    [queryClient],
  );
}
