import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { CatalogueService } from '../../games/catalogue.service.ts';
import type { LimitsService } from '../../limits/limits.service.ts';
import type { PlayerService } from '../../profile/player.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { LaunchService } from '../launch/launch.service.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';
import { createNetworkPromotionsService } from './network-promotions.service.ts';
import { balanceText, sessionOf } from './provider-wallet.session.ts';
import { createProviderSettlement } from './provider-wallet.settlement.ts';
import { createProviderStakes } from './provider-wallet.stakes.ts';

export interface ProviderWalletDeps {
  db: Database;
  wallet: WalletService;
  launch: LaunchService;
  rounds: RoundsService;
  catalogue: CatalogueService;
  players: PlayerService;
  limits: LimitsService;
  /** What a round's wins may add up to (PROVIDER_WIN_MAX_MULTIPLIER, PROVIDER_WIN_MAX_EUR). */
  winLimits: { betMultiplierMax: number; eurMax: number };
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * External providers' seamless wallet: every call is idempotent by the provider's transaction id
 * (the same id answers the same, the same id with other data is duplicate_transaction), a win
 * after a rollback is refused, a rollback that comes before its bet is remembered so the late bet
 * is refused, and wins and rollbacks are accepted after the game session has expired.
 *
 * Bets and rollbacks are in provider-wallet.stakes.ts, wins and the end of a round in
 * provider-wallet.settlement.ts.
 */
export function createProviderWalletService(deps: ProviderWalletDeps) {
  const { wallet } = deps;

  return {
    /** Network promotions the provider runs: publishing, standings and promotional wins (decision 017). */
    promotions: createNetworkPromotionsService({ db: deps.db, wallet }),

    /** Trades the launch token in the game's address for the session token of the wallet calls. */
    async authenticate(providerId: string, launchToken: string) {
      const { sessionToken, session } = await deps.launch.exchange(launchToken);
      const game = await deps.catalogue.get(session.gameId);
      if (game.providerId !== providerId) throw new AppError('game_session_invalid');
      const player = session.playerId !== null ? await deps.players.get(session.playerId) : null;
      const balance =
        player && session.playerId !== null
          ? await wallet.balance(session.playerId, session.currency)
          : { cashMinor: session.funBalanceMinor ?? 0n, bonusMinor: 0n };
      return {
        sessionToken,
        playerId: session.playerId?.toString() ?? `fun-${session.id}`,
        nickname: player ? player.nickname || player.username : 'Guest',
        currency: session.currency,
        balance: balanceText(balance),
        language: session.language,
        game: game.slug,
        homeUrl: session.homeUrl,
      };
    },

    async balance(providerId: string, sessionToken: string) {
      const session = await sessionOf(deps, providerId, sessionToken, true);
      return {
        balance: balanceText(await wallet.balance(session.playerId, session.currency)),
        currency: session.currency,
      };
    },

    ...createProviderStakes(deps),
    ...createProviderSettlement(deps),
  };
}

export type ProviderWalletService = ReturnType<typeof createProviderWalletService>;
