import { formatMinor } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';
// The engine's imports reach the API's route-access checks, typed by this module's Fastify declarations.
import type {} from '../apps/api/src/modules/session/session.guard.ts';
import { createBonusDriver } from '../apps/api/src/modules/bonus/bonus.test-driver.ts';
import { runHttpBench } from './lib/http-bench.ts';
import { fmt } from './lib/load.ts';

// Slot spins (Lucky Sevens, 0.10 a spin) through the HTTP API: bet, outcome and win in one transaction each.
const spins = {
  gameId: 'orca-lucky-sevens',
  path: '/play/slot/spin',
  body: { bet: '0.10', isBonusBuy: false },
};
const runPlain = () => runHttpBench({ label: 'Slot spins', ...spins });

/**
 * --bonus runs the same load again with a bonus active for every player (granted by the real
 * engine before the load, wagering 10 × 100 EUR so none completes during the run), so the bet
 * path's bonus check (the max bet) and the wagering consumer on the server's timer are both paid
 * for; the two runs are printed side by side (issue 13: at most 10 % slower). --bonus-first runs
 * the bonus load first: on a shared machine whose load drifts, swapping the order shows the drift.
 */
/**
 * --loss-limit runs the load again with every player holding daily, weekly and monthly loss
 * limits far above what the run loses (issue 28), so each bet's gate reads the player's losses
 * from the daily play statistics; the two runs are printed side by side.
 */
if (process.argv.includes('--loss-limit')) {
  const plain = await runPlain();
  const limited = await runHttpBench({
    label: 'Slot spins, every player with loss limits',
    ...spins,
    async beforeLoad(databaseUrl) {
      const database = await openDatabase({ databaseUrl, poolSize: 1 });
      try {
        const [row] = await queryRows<{ limited: number }>(
          database.db,
          sql`with inserted as (
            insert into player_limits (player_id, kind, current_minor)
            select p.id, k.kind, 100000000 from players p cross join (values ('loss_day'), ('loss_week'), ('loss_month')) as k(kind)
            returning player_id)
          select count(distinct player_id)::int as limited from inserted`,
        );
        console.log(
          `set daily, weekly and monthly loss limits of 1,000,000 EUR for each of ${row?.limited} players`,
        );
      } finally {
        await database.close();
      }
    },
  });
  const change = (a: number, b: number) => `${b >= a ? '+' : ''}${fmt(((b - a) / a) * 100, 1)} %`;
  console.log('\nSlot spins without and with loss limits for every player');
  console.log(
    `  rounds/s          ${fmt(plain.perSecond).padStart(8)}   ${fmt(limited.perSecond).padStart(8)}   ${change(plain.perSecond, limited.perSecond)}`,
  );
  console.log(
    `  p95 latency (ms)  ${fmt(plain.p95, 1).padStart(8)}   ${fmt(limited.p95, 1).padStart(8)}   ${change(plain.p95, limited.p95)}`,
  );
  console.log(
    `  pgbench tps       ${fmt(plain.pgbenchTps).padStart(8)}   ${fmt(limited.pgbenchTps).padStart(8)}   ${change(plain.pgbenchTps, limited.pgbenchTps)}`,
  );
  const [before, after] = [
    plain.perSecond / plain.pgbenchTps,
    limited.perSecond / limited.pgbenchTps,
  ];
  console.log(
    `  rounds/s ÷ tps    ${fmt(before, 3).padStart(8)}   ${fmt(after, 3).padStart(8)}   ${change(before, after)}`,
  );
} else if (!process.argv.includes('--bonus') && !process.argv.includes('--bonus-first'))
  await runPlain();
else {
  const isBonusFirst = process.argv.includes('--bonus-first');
  const plainFirst = isBonusFirst ? null : await runPlain();
  const withBonus = await runHttpBench({
    label: 'Slot spins, every player with an active bonus',
    ...spins,
    async beforeLoad(databaseUrl) {
      const database = await openDatabase({ databaseUrl, poolSize: 2 });
      try {
        const bonus = createBonusDriver(database.db);
        const campaignId = await bonus.createCampaign('bench-bonus');
        const ids = await bonus.playerIds();
        for (const playerId of ids) {
          const granted = await bonus.grant(playerId, {
            campaignId,
            amountMinor: 10_000n,
            wageringMultiplier: 10,
            maxBetMinor: 500n,
            maxConversionMinor: null,
            contributions: { slots: 100, table: 10, live: 10, virtual: 10 },
            excludedGameIds: [],
          });
          if (granted.status !== 'active')
            throw new Error(
              `bonus ${granted.id} for player ${playerId} is ${granted.status}, not active`,
            );
        }
        console.log(
          `granted an active 100 EUR bonus (10× wagering, max bet 5) to each of ${ids.length} players`,
        );
      } finally {
        await database.close();
      }
    },
    // Shows the bonus path was exercised: the server's wagering consumer counted the spins.
    async afterLoad(databaseUrl) {
      const database = await openDatabase({ databaseUrl, poolSize: 1 });
      try {
        const [row] = await queryRows<{ active: number; rounds: number; progress: string }>(
          database.db,
          sql`select (select count(*)::int from bonus_instances where status = 'active') as active, (select count(*)::int from bonus_rounds) as rounds,
            (select coalesce(sum(wagering_progress_minor), 0)::text from bonus_instances) as progress`,
        );
        console.log(
          `\nafter the load: ${row?.active} bonuses still active, ${row?.rounds} rounds counted towards wagering, ${formatMinor(BigInt(row?.progress ?? '0'))} EUR of progress`,
        );
      } finally {
        await database.close();
      }
    },
  });
  const plain = plainFirst ?? (await runPlain());
  const change = (a: number, b: number) => `${b >= a ? '+' : ''}${fmt(((b - a) / a) * 100, 1)} %`;
  console.log('\nSlot spins without and with an active bonus for every player');
  console.log(
    `  rounds/s          ${fmt(plain.perSecond).padStart(8)}   ${fmt(withBonus.perSecond).padStart(8)}   ${change(plain.perSecond, withBonus.perSecond)}`,
  );
  console.log(
    `  p95 latency (ms)  ${fmt(plain.p95, 1).padStart(8)}   ${fmt(withBonus.p95, 1).padStart(8)}   ${change(plain.p95, withBonus.p95)}`,
  );
  console.log(
    `  pgbench tps       ${fmt(plain.pgbenchTps).padStart(8)}   ${fmt(withBonus.pgbenchTps).padStart(8)}   ${change(plain.pgbenchTps, withBonus.pgbenchTps)}`,
  );
  // The machine is shared: set against pgbench on the same PostgreSQL in the same run, a noisy neighbour weighs on both sides.
  const [before, after] = [
    plain.perSecond / plain.pgbenchTps,
    withBonus.perSecond / withBonus.pgbenchTps,
  ];
  console.log(
    `  rounds/s ÷ tps    ${fmt(before, 3).padStart(8)}   ${fmt(after, 3).padStart(8)}   ${change(before, after)}`,
  );
}
