import type { EventConsumer } from '../../platform/domain-events.ts';
import type { PlayerChannel } from '../../platform/realtime.ts';
import * as repo from './messages.repository.ts';

/** Equal dates merge to the second (spec section 3), so a message keeps its notice's time without the fraction. */
const toSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

/**
 * Turns each player notice into the player's message (decision 014) and announces it on the
 * player's private channel once committed, so the inbox read on receipt holds it. The message is
 * unique per notice, so a notice handled again (a batch retried after a crash) neither adds a row
 * nor announces it twice.
 */
export function messagesInboxConsumer(deps: {
  channel: PlayerChannel;
}): EventConsumer<'player.notice'> {
  return {
    name: 'messages.inbox',
    sources: ['player.notice'],
    async handle(tx, events) {
      const created = await repo.insertNew(
        tx,
        events.map((notice) => ({
          playerId: notice.playerId,
          noticeId: notice.noticeId,
          kind: notice.kind,
          params: notice.params,
          createdAt: toSecond(notice.at),
        })),
      );
      return async () => {
        for (const message of created)
          await deps.channel.send(message.playerId, {
            type: 'player.message',
            index: message.id.toString(),
          });
      };
    },
  };
}
