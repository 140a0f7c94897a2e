import type { LiveMessage } from '@orca/contracts';
import type { EventBus } from '../../platform/events.ts';
import type { LiveFeed } from '../realtime/live.routes.ts';
import { CRASH_BET_TOPIC, CRASH_CASHOUT_TOPIC, type CrashService } from './crash/crash.service.ts';
import type { LiveService } from './live/live.service.ts';
import { WINNERS_TOPIC } from './rounds/rounds.service.ts';

type Payload<T extends LiveMessage['type']> = Omit<Extract<LiveMessage, { type: T }>, 'type'>;

/** What play shows everyone live: the crash round (state, bets, cash-outs), the live tables and real-money winners. */
export function playLiveFeeds(deps: {
  crash: CrashService;
  live: LiveService;
  events: EventBus;
}): LiveFeed[] {
  const { crash, live, events } = deps;
  return [
    {
      subscribe: (send) => {
        const stops = [
          crash.onState((state) => send({ type: 'crash.state', state })),
          events.subscribe(CRASH_BET_TOPIC, (payload) =>
            send({ type: 'crash.bet', ...(payload as Payload<'crash.bet'>) }),
          ),
          events.subscribe(CRASH_CASHOUT_TOPIC, (payload) =>
            send({ type: 'crash.cashout', ...(payload as Payload<'crash.cashout'>) }),
          ),
        ];
        return () => stops.forEach((stop) => stop());
      },
      greet: async (send) => send({ type: 'crash.state', state: await crash.state() }),
    },
    {
      // Live tables: every table's state on each phase change and result.
      subscribe: (send) => live.onState((table) => send({ type: 'live.table', table })),
      greet: async (send) => {
        for (const table of await live.states()) send({ type: 'live.table', table });
      },
    },
    {
      subscribe: (send) =>
        events.subscribe(WINNERS_TOPIC, (payload) =>
          send({ type: 'winner', winner: payload as Payload<'winner'>['winner'] }),
        ),
    },
  ];
}
