import { formatMinor, PLAYER_ACCOUNT_KINDS, type LedgerTransferEvent } from '@orca/contracts';
import type { EventConsumer } from '../../platform/domain-events.ts';
import type { PlayerChannel } from '../../platform/realtime.ts';
import type { WalletService } from './wallet.service.ts';

/** The player balances a batch of postings touched, once each however many postings touched them. */
export function touchedBalances(
  events: LedgerTransferEvent[],
): { playerId: bigint; currency: string }[] {
  const touched = new Map<string, { playerId: bigint; currency: string }>();
  for (const event of events) {
    for (const side of [event.debit, event.credit]) {
      if (
        side.playerId === null ||
        !(PLAYER_ACCOUNT_KINDS as readonly string[]).includes(side.accountKind)
      )
        continue;
      touched.set(`${side.playerId}:${event.currency}`, {
        playerId: side.playerId,
        currency: event.currency,
      });
    }
  }
  return [...touched.values()];
}

/**
 * Pushes a player's balance to their private channel after the ledger changed it: from the event
 * log rather than from each money path, so the bet path pays nothing for it and a deposit credited
 * by a webhook, an operator's adjustment or a provider's win reach the header alike. The balance is
 * read when pushed, so a late or repeated push still shows the latest one.
 */
export function balancePushConsumer(deps: {
  wallet: WalletService;
  channel: PlayerChannel;
}): EventConsumer<'ledger.transfer'> {
  return {
    name: 'wallet.balance-push',
    sources: ['ledger.transfer'],
    async handle(tx, events) {
      const touched = touchedBalances(events);
      // One read for the whole batch: at 50 players betting, a read per player would cost the
      // database a hundred statements a second beside the bets.
      const balances = await deps.wallet.balancesOfPlayers(
        [...new Set(touched.map((t) => t.playerId))],
        tx,
      );
      for (const { playerId, currency } of touched) {
        const { cashMinor, bonusMinor } = balances.get(`${playerId}:${currency}`) ?? {
          cashMinor: 0n,
          bonusMinor: 0n,
        };
        await deps.channel.send(playerId, {
          type: 'player.balance',
          currency,
          cash: formatMinor(cashMinor),
          bonus: formatMinor(bonusMinor),
          total: formatMinor(cashMinor + bonusMinor),
        });
      }
    },
  };
}
