import {
  missingInformation,
  type PROFILE_FORM_SCHEMAS,
  type LastLogin,
  type Profile,
  type ProfileFormType,
} from '@orca/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import * as repo from './player.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

export type { PlayerRow, NewPlayer } from './player.repository.ts';

function birthdateOut(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

export function toProfile(row: repo.PlayerRow): Profile {
  const profile = {
    id: row.id.toString(),
    username: row.username,
    email: row.email,
    email_verified: row.emailVerifiedAt !== null,
    first_name: row.firstName,
    last_name: row.lastName,
    nickname: row.nickname,
    address: row.address,
    city: row.city,
    zip_code: row.zipCode,
    country: row.country,
    countrycode: row.country.toLowerCase(),
    state: row.state,
    mobile: row.mobile,
    timezone: row.timezone,
    security_question: row.securityQuestion,
    has_security_answer: row.securityAnswerHash !== null,
    currency: row.currency,
    birthdate: birthdateOut(row.birthdate),
    language: row.language,
    kyc_status: row.kycStatus === 'verified' ? ('verified' as const) : ('not_verified' as const),
    created_at: row.createdAt.toISOString(),
  };
  return { ...profile, missing_information: missingInformation(profile) };
}

/**
 * Players' records: the only way other modules read or change a player. Identity flows
 * (log-in, sign-up, passwords) live in the auth module and call in here.
 */
export function createPlayerService(db: Executor) {
  async function get(id: bigint, tx: Executor = db): Promise<repo.PlayerRow> {
    const row = await repo.findById(tx, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  return {
    get,
    findByUsername: (username: string, tx: Executor = db) => repo.findByUsername(tx, username),
    /** Usernames by player id (as a string), for lists that show many players' rows at once. */
    async usernames(ids: readonly bigint[]): Promise<Map<string, string>> {
      return new Map(
        (await repo.usernamesOf(db, [...new Set(ids)])).map((row) => [
          row.id.toString(),
          row.username,
        ]),
      );
    },
    /** Account currencies by player id (as a string), for work that pays or formats many players' amounts at once. */
    async currencies(ids: readonly bigint[], tx: Executor = db): Promise<Map<string, string>> {
      return new Map(
        (await repo.currenciesOf(tx, [...new Set(ids)])).map((row) => [
          row.id.toString(),
          row.currency,
        ]),
      );
    },
    findByEmail: (email: string, tx: Executor = db) => repo.findByEmail(tx, email),
    insert: (tx: Executor, row: repo.NewPlayer) => repo.insert(tx, row),
    update: (tx: Executor, id: bigint, values: Partial<repo.NewPlayer>) =>
      repo.update(tx, id, values),
    findIdentity: (provider: string, subject: string, tx: Executor = db) =>
      repo.findIdentity(tx, provider, subject),
    insertIdentity: repo.insertIdentity,
    insertToken: repo.insertToken,
    consumeToken: repo.consumeToken,
    findToken: (tokenHash: string, kind: string) => repo.findToken(db, tokenHash, kind),
    invalidateTokens: repo.invalidateTokens,
    recordLogin: repo.insertLogin,
    /** Locks the player's row for the rest of `tx` and reads it. Produces not_found. */
    async lock(tx: Executor, id: bigint): Promise<repo.PlayerRow> {
      const row = await repo.lockById(tx, id);
      if (!row) throw new AppError('not_found');
      return row;
    },
    /** The back office's player search (see the repository): `limit` rows from `offset`. */
    search: (text: string, limit: number, offset: number) => repo.search(db, text, limit, offset),
    /** The newest log-ins of a player, newest first. */
    logins: (id: bigint, limit: number) => repo.loginsOf(db, id, limit),

    async profile(id: bigint): Promise<Profile> {
      return toProfile(await get(id));
    },

    /** The cashier's rule (spec sections 4, 8): details first. Produces profile_incomplete with the missing items. */
    async assertComplete(id: bigint): Promise<void> {
      const missing = toProfile(await get(id)).missing_information;
      if (missing.length > 0)
        throw new AppError('profile_incomplete', {
          params: { missing: missing.join(', ') },
          data: { missing },
        });
    },

    async lastLogin(id: bigint): Promise<LastLogin> {
      const [, previous] = await repo.recentLogins(db, id);
      return {
        previous_login_at: previous?.at.toISOString() ?? null,
        previous_login_ip: previous?.ip ?? null,
        previous_login_country: previous?.country ?? null,
      };
    },

    /**
     * Saves the contact details in the caller's transaction; a new email is unconfirmed until its
     * link is opened. Returns the profile and the address it replaced, if any. Produces email_exists.
     */
    async saveContact(
      tx: Executor,
      id: bigint,
      input: { email: string; mobile: string },
    ): Promise<{ profile: Profile; previousEmail: string | null }> {
      const current = await get(id, tx);
      const values: Partial<repo.NewPlayer> = { mobile: input.mobile };
      const isEmailChanged = input.email.toLowerCase() !== current.email.toLowerCase();
      if (isEmailChanged) {
        const other = await repo.findByEmail(tx, input.email);
        if (other && other.id !== id) throw new AppError('email_exists');
        values.email = input.email;
        values.emailVerifiedAt = null;
      }
      return {
        profile: toProfile(await repo.update(tx, id, values)),
        previousEmail: isEmailChanged ? current.email : null,
      };
    },

    /** Saves one profile form other than contact, which auth saves (a new email needs the password). */
    async updateForm<T extends Exclude<ProfileFormType, 'contact'>>(
      id: bigint,
      type: T,
      input: z.infer<(typeof PROFILE_FORM_SCHEMAS)[T]>,
    ): Promise<Profile> {
      return inTransaction(db, async (tx) => {
        const values: Partial<repo.NewPlayer> = {};
        switch (type) {
          case 'personal': {
            const v = input as z.infer<typeof PROFILE_FORM_SCHEMAS.personal>;
            Object.assign(values, { firstName: v.first_name, lastName: v.last_name });
            if (v.nickname !== undefined) values.nickname = v.nickname;
            if (v.timezone !== undefined) values.timezone = v.timezone;
            break;
          }
          case 'address': {
            const v = input as z.infer<typeof PROFILE_FORM_SCHEMAS.address>;
            Object.assign(values, {
              address: v.address,
              city: v.city,
              zipCode: v.zip_code,
              country: v.country,
              state: v.state ?? '',
            });
            break;
          }
          case 'security': {
            const v = input as z.infer<typeof PROFILE_FORM_SCHEMAS.security>;
            values.securityQuestion = v.security_question;
            if (v.security_answer !== '')
              values.securityAnswerHash = await hashPassword(v.security_answer.toLowerCase());
            break;
          }
        }
        return toProfile(await repo.update(tx, id, values));
      });
    },
  };
}

export type PlayerService = ReturnType<typeof createPlayerService>;
