import { z } from 'zod';
import { storage, STORAGE_KEYS } from '../../lib/storage';

/**
 * The device tokens this browser was given at log-in, one per username (lower case). Sent with the
 * next log-in for that username, a token lets the player in while strangers' failed guesses hold
 * the account's wait. A shared computer remembers a few usernames, the most recent last.
 */
export const REMEMBERED_USERNAMES_MAX = 5;

// A list, not an object: an object would put usernames made of digits first, whatever their age.
const DeviceTokensSchema = z
  .array(z.object({ username: z.string().max(20), token: z.string().max(100) }))
  .max(REMEMBERED_USERNAMES_MAX);
export type DeviceTokens = z.infer<typeof DeviceTokensSchema>;

const keyOf = (username: string) => username.trim().toLowerCase();

/** The stored tokens; anything unreadable counts as none, as in a browser that never logged in. */
export function parseDeviceTokens(text: string | null): DeviceTokens {
  if (!text) return [];
  try {
    const result = DeviceTokensSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : [];
  } catch {
    return [];
  }
}

/** The tokens with this username's last, the oldest usernames dropped past the cap. */
export function withDeviceToken(
  tokens: DeviceTokens,
  username: string,
  token: string,
): DeviceTokens {
  const others = tokens.filter((entry) => entry.username !== keyOf(username));
  return [...others, { username: keyOf(username), token }].slice(-REMEMBERED_USERNAMES_MAX);
}

export function deviceTokenFor(username: string): string | undefined {
  return parseDeviceTokens(storage.get(STORAGE_KEYS.deviceTokens)).find(
    (entry) => entry.username === keyOf(username),
  )?.token;
}

export function rememberDeviceToken(username: string, token: string): void {
  const tokens = withDeviceToken(
    parseDeviceTokens(storage.get(STORAGE_KEYS.deviceTokens)),
    username,
    token,
  );
  storage.set(STORAGE_KEYS.deviceTokens, JSON.stringify(tokens));
}
