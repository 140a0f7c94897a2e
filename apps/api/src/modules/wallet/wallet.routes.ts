import { BalanceSchema, envelopeOf, formatMinor } from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerService } from '../profile/player.service.ts';
import { playerIdOf } from '../session/session.guard.ts';
import type { WalletService } from './wallet.service.ts';

export const walletRoutes: FastifyPluginAsyncZod<{
  wallet: WalletService;
  players: PlayerService;
}> = async (app, { wallet, players }) => {
  app.get(
    '/player/balance',
    {
      schema: { tags: ['wallet'], response: { 200: envelopeOf(BalanceSchema) } },
      config: { access: 'player' },
    },
    async (request) => {
      const playerId = playerIdOf(request);
      const { currency } = await players.get(playerId);
      const { cashMinor, bonusMinor } = await wallet.balance(playerId, currency);
      return request.ok({
        cash: formatMinor(cashMinor),
        bonus: formatMinor(bonusMinor),
        total: formatMinor(cashMinor + bonusMinor),
        // Bonus money is not withdrawable; withdrawal holds have already left the cash account.
        withdrawable: formatMinor(cashMinor),
        currency,
      });
    },
  );
};
