import {
  FUN_BALANCE_MAJOR,
  GAME_SESSION_TTL_HOURS,
  isSameOriginPath,
  LAUNCH_TOKEN_TTL_SECONDS,
  type Language,
} from '@orca/contracts';
import type { Database, Executor } from '../../../db/client.ts';
import { createGroupedReader } from '../../../platform/group-commit.ts';
import { AppError } from '../../../platform/errors.ts';
import { hashToken, newToken } from '../../../platform/tokens.ts';
import { assertOpen, type CatalogueService } from '../../games/catalogue.service.ts';
import type { GameRow } from '../../games/catalogue.service.ts';
import type { PlayerService } from '../../profile/player.service.ts';
import { newSeedPair } from '../fairness/fair.service.ts';
import * as repo from './launch.repository.ts';

export type GameSessionRow = repo.GameSessionRow;
const DEFAULT_CURRENCY = 'EUR';

/**
 * Only paths on our own site are kept as the game's home and cashier links (no open redirects).
 * The route's schema refuses anything else already; this keeps the rule for every other caller.
 */
function ownPath(value: string | undefined): string | null {
  return value !== undefined && isSameOriginPath(value) ? value : null;
}

/**
 * Launching: a one-time launch token goes into the game's address (ours for in-house games, the
 * provider's for external ones); the game trades it for the session token it plays with.
 */
export function createLaunchService(deps: {
  db: Database;
  catalogue: CatalogueService;
  players: PlayerService;
  publicUrl: string;
}) {
  const { db } = deps;
  // Every bet and every provider call starts here: under load, one query serves them all.
  const bySessionToken = createGroupedReader(
    async (hashes: string[]) =>
      new Map(
        (await repo.bySessionTokens(db, hashes)).map((row) => [row.sessionTokenHash ?? '', row]),
      ),
  );

  function launchUrl(
    game: GameRow,
    provider: { kind: string; launchUrl: string | null },
    token: string,
    options: { mode: 'real' | 'fun'; language: string; isMobile: boolean },
  ): string {
    if (provider.kind === 'inhouse') {
      const query = new URLSearchParams({ token, lang: options.language, mode: options.mode });
      return `${deps.publicUrl}/game-client/${encodeURIComponent(game.slug)}?${query.toString()}`;
    }
    if (!provider.launchUrl) throw new AppError('game_unavailable');
    return provider.launchUrl
      .replace('{token}', encodeURIComponent(token))
      .replace('{game}', encodeURIComponent(game.slug))
      .replace('{lang}', encodeURIComponent(options.language))
      .replace('{mode}', options.mode)
      .replace('{device}', options.isMobile ? 'mobile' : 'desktop');
  }

  return {
    /**
     * Produces game_not_found, login_required (real money without a player), fun_mode_unavailable,
     * game_unavailable (the game or its provider is disabled).
     */
    async launch(input: {
      gameId: string;
      playerId: bigint | null;
      playerSessionId: string | null;
      isFun: boolean;
      language: Language;
      homeUrl?: string | undefined;
      cashierUrl?: string | undefined;
      isMobile: boolean;
    }) {
      const game = await deps.catalogue.get(input.gameId);
      assertOpen(game);
      const provider = await deps.catalogue.findProvider(game.providerId);
      if (!provider || !provider.isEnabled) throw new AppError('game_unavailable');
      if (input.isFun && !game.hasFunMode) throw new AppError('fun_mode_unavailable');
      if (!input.isFun && input.playerId === null) throw new AppError('login_required');
      const mode = input.isFun ? ('fun' as const) : ('real' as const);
      const currency =
        input.playerId !== null
          ? (await deps.players.get(input.playerId)).currency
          : DEFAULT_CURRENCY;
      const { token, hash } = newToken();
      const fun = mode === 'fun' ? newSeedPair() : null;
      await repo.insert(db, {
        launchTokenHash: hash,
        launchExpiresAt: new Date(Date.now() + LAUNCH_TOKEN_TTL_SECONDS * 1000),
        expiresAt: new Date(Date.now() + GAME_SESSION_TTL_HOURS * 3_600_000),
        playerId: mode === 'real' ? input.playerId : null,
        playerSessionId: mode === 'real' ? input.playerSessionId : null,
        gameId: game.id,
        mode,
        currency,
        funBalanceMinor: mode === 'fun' ? BigInt(FUN_BALANCE_MAJOR) * 100n : null,
        funServerSeed: fun?.serverSeed ?? null,
        funClientSeed: fun?.clientSeed ?? null,
        language: input.language,
        homeUrl: ownPath(input.homeUrl),
        cashierUrl: ownPath(input.cashierUrl),
      });
      return {
        url: launchUrl(game, provider, token, {
          mode,
          language: input.language,
          isMobile: input.isMobile,
        }),
        mode,
        gameId: game.id,
      };
    },

    /**
     * Trades a launch token for a session token. Produces game_session_invalid for a used, expired or
     * unknown token, and for a real-money one whose player session has ended.
     */
    async exchange(
      launchToken: string,
    ): Promise<{ sessionToken: string; session: GameSessionRow }> {
      const { token, hash } = newToken();
      const session = await repo.exchange(db, hashToken(launchToken), hash);
      if (!session) throw new AppError('game_session_invalid');
      return { sessionToken: token, session };
    },

    /**
     * The session behind a session token. Expiry, and for real money the life of the player session
     * that launched it, are checked unless the caller settles what was already staked (wins and
     * rollbacks of external providers). Produces game_session_invalid.
     */
    async resolve(
      sessionToken: string,
      options: { isExpiryChecked: boolean } = { isExpiryChecked: true },
    ): Promise<GameSessionRow> {
      const found = await bySessionToken(hashToken(sessionToken));
      if (!found) throw new AppError('game_session_invalid');
      const { isOwnerLive, ...session } = found;
      if (
        options.isExpiryChecked &&
        (session.expiresAt <= new Date() || (session.mode === 'real' && !isOwnerLive))
      )
        throw new AppError('game_session_invalid');
      return session;
    },

    byId: (id: string) => repo.byId(db, id),
    funBet: (tx: Executor, id: string, betMinor: bigint) => repo.funBet(tx, id, betMinor),
    funWin: (tx: Executor, id: string, winMinor: bigint) => repo.funWin(tx, id, winMinor),
    rotateFun: (tx: Executor, id: string, pair: { serverSeed: string; clientSeed: string }) =>
      repo.rotateFun(tx, id, pair),
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
