import type { PlayerMessage } from '@orca/contracts';
import type { EventBus } from './events.ts';

/** The bus topic of one player's private channel, on every instance. */
export function playerTopic(playerId: bigint): string {
  return `player.${playerId}`;
}

/**
 * How a domain reaches one player's open sockets, wherever they are connected: through the event
 * bus, so an instance that changed the player's state need not hold the player's socket. A
 * message is a state or a notice, never the only copy of anything: a player without a socket
 * reads the same over the API.
 */
export function createPlayerChannel(events: EventBus) {
  return {
    send: (playerId: bigint, message: PlayerMessage) =>
      events.publish(playerTopic(playerId), message),
    subscribe: (playerId: bigint, handler: (message: PlayerMessage) => void) =>
      events.subscribe(playerTopic(playerId), (payload) => handler(payload as PlayerMessage)),
  };
}

export type PlayerChannel = ReturnType<typeof createPlayerChannel>;
