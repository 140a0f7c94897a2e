import { sql, type SQL } from 'drizzle-orm';

/** Orca's own games' provider id in the ledger and the rounds table (play/inhouse INHOUSE_PROVIDER). */
const INHOUSE_PROVIDER = 'orca';
const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/*
 * A transfer's round, one definition for every game kind (issue 22). Game money's ledger
 * operations carry the reference "<provider>:<round key>" (wallet.service roundRef), and the key
 * is not the same column for every provider:
 *  - Orca's own games key every wallet call by the round row's id, whatever external_round_id the
 *    row stores: an instant round stores its id there too, but a live seat stores
 *    'live:<live round>:<session>' and a crash bet 'crash:<game>:<session>' (kept for their
 *    one-bet-per-session uniqueness), so a join on external_round_id alone lost them;
 *  - an external provider keys them by its own round id, the row's external_round_id.
 * Every reader of "which round, which game" (domain events, reports, the wallet's round lookups,
 * the bonus property checks) goes through these two expressions, so they cannot drift apart, and
 * the bet path writes nothing more for them.
 */

/**
 * The id (uuid) of the round an operation's `reference` names, or null when it names none. For
 * Orca's games this is the key itself (no lookup); for an external provider one probe of the
 * (provider_id, external_round_id) unique index. Use as `left join game_rounds r on r.id = …`.
 */
export function roundIdOfReference(reference: SQL): SQL {
  const provider = sql`split_part(${reference}, ':', 1)`;
  const key = sql`substr(${reference}, strpos(${reference}, ':') + 1)`;
  return sql`(case when ${provider} = ${INHOUSE_PROVIDER}
      then case when ${key} ~ ${UUID_PATTERN} then ${key}::uuid end
      else (select x.id from game_rounds x where x.provider_id = ${provider} and x.external_round_id = ${key})
    end)`;
}

/** The reference the operations of the round `alias` carry: the inverse of roundIdOfReference. */
export function referenceOfRound(alias: string): SQL {
  const r = sql.raw(alias);
  return sql`(${r}.provider_id || ':' || case when ${r}.provider_id = ${INHOUSE_PROVIDER} then ${r}.id::text else ${r}.external_round_id end)`;
}
