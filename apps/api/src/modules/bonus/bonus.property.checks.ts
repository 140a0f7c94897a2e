import { bonusShareOfWin, contributedMinor, type ContributionGroup } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { referenceOfRound } from '../../db/round-reference.ts';
import { lowRiskRounds } from '../play/rounds/low-risk-rounds.ts';

/**
 * Decision 015's money rules read back from what one player's play left in the ledger and the
 * bonus tables, independently of the engine's own bookkeeping: the property test's oracle. Each
 * broken rule is one line naming the rows, so a shrunk counterexample says what went wrong.
 */
export async function bonusRuleBreaches(
  db: Executor,
  playerId: bigint,
  options: { groupOf: ReadonlyMap<string, ContributionGroup>; isSettled: boolean },
): Promise<string[]> {
  const breaches: string[] = [];

  // Cash leaves the player only by the player's own bets and withdrawals.
  const cashDebits = await queryRows<{ id: string; kind: string; op_kind: string; key: string }>(
    db,
    sql`select t.id::text, t.kind, o.kind as op_kind, o.idempotency_key as key from ledger_transfers t
      join ledger_accounts a on a.id = t.debit_account_id join ledger_operations o on o.id = t.operation_id
      where a.kind = 'player_cash' and a.player_id = ${playerId}
        and not ((t.kind = 'bet' and o.kind = 'bet') or (t.kind = 'withdrawal_hold' and o.kind = 'withdrawal_hold'))`,
  );
  for (const d of cashDebits)
    breaches.push(
      `cash left the player by transfer ${d.id} (${d.kind} in a ${d.op_kind} operation, ${d.key}), neither a bet nor a withdrawal`,
    );

  // Bonus money reaches cash only by a conversion of a bonus whose wagering is complete.
  const toCash = await queryRows<{
    id: string;
    kind: string;
    key: string;
    instance_id: string | null;
    status: string | null;
    progress: string | null;
    required: string | null;
  }>(
    db,
    sql`select t.id::text, t.kind, o.idempotency_key as key, i.id::text as instance_id, i.status,
        i.wagering_progress_minor::text as progress, i.wagering_required_minor::text as required
      from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
      join ledger_operations o on o.id = t.operation_id
      left join lateral (select e.instance_id from bonus_events e where e.operation_id = o.id limit 1) e on true
      left join bonus_instances i on i.id = coalesce(e.instance_id, nullif(substring(o.idempotency_key from '^bonus:convert:(\\d+)'), '')::bigint)
      where d.kind = 'player_bonus' and d.player_id = ${playerId} and c.kind = 'player_cash'`,
  );
  for (const m of toCash) {
    if (m.kind !== 'bonus_convert')
      breaches.push(
        `bonus money moved to cash by transfer ${m.id} of kind ${m.kind} (${m.key}), not a conversion`,
      );
    else if (m.instance_id === null)
      breaches.push(`conversion ${m.id} (${m.key}) belongs to no bonus`);
    else if (m.status !== 'completed' || BigInt(m.progress!) < BigInt(m.required!))
      breaches.push(
        `bonus ${m.instance_id} converted by transfer ${m.id} while ${m.status} with progress ${m.progress} of ${m.required}`,
      );
  }

  // Non-sticky: bonus money is staked only once the cash is spent.
  const stickyBets = await queryRows<{ key: string; result: string }>(
    db,
    // Stored results are wrapped as { value } (ledger.repository).
    sql`select idempotency_key as key, (result->'value')::text as result from ledger_operations
      where player_id = ${playerId} and kind = 'bet' and (result->'value'->>'bonusMinor')::bigint > 0 and (result->'value'->>'balanceCashMinor')::bigint <> 0`,
  );
  for (const b of stickyBets)
    breaches.push(`bet ${b.key} took bonus money while cash remained: ${b.result}`);

  // A win splits between cash and the bonus as its round's stake did (bonusShareOfWin).
  const legs = await queryRows<{
    op: string;
    op_kind: string;
    reference: string;
    t_kind: string;
    debit: string;
    credit: string;
    debit_player: string | null;
    credit_player: string | null;
    amount: string;
  }>(
    db,
    sql`select o.id::text as op, o.kind as op_kind, o.reference, t.kind as t_kind, d.kind as debit, c.kind as credit,
        d.player_id::text as debit_player, c.player_id::text as credit_player, t.amount::text
      from ledger_operations o join ledger_transfers t on t.operation_id = o.id
      join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
      where o.player_id = ${playerId} and o.kind in ('bet', 'win') order by o.id, t.id`,
  );
  const stakes = new Map<string, { cash: bigint; bonus: bigint }>();
  const wins = new Map<
    string,
    { reference: string; cash: bigint; bonus: bigint; stake: { cash: bigint; bonus: bigint } }
  >();
  const mine = (player: string | null) => player === playerId.toString();
  for (const l of legs) {
    const amount = BigInt(l.amount);
    if (l.op_kind === 'bet' && l.t_kind === 'bet' && mine(l.debit_player)) {
      const stake = stakes.get(l.reference) ?? { cash: 0n, bonus: 0n };
      if (l.debit === 'player_cash') stake.cash += amount;
      if (l.debit === 'player_bonus') stake.bonus += amount;
      stakes.set(l.reference, stake);
    } else if (l.op_kind === 'win' && mine(l.credit_player)) {
      const stake = stakes.get(l.reference) ?? { cash: 0n, bonus: 0n };
      const win = wins.get(l.op) ?? {
        reference: l.reference,
        cash: 0n,
        bonus: 0n,
        stake: { ...stake },
      };
      if (l.credit === 'player_cash') win.cash += amount;
      if (l.credit === 'player_bonus') win.bonus += amount;
      wins.set(l.op, win);
    }
  }
  for (const [op, w] of wins) {
    const expectedBonus = bonusShareOfWin(w.cash + w.bonus, w.stake.cash, w.stake.bonus);
    if (w.bonus !== expectedBonus)
      breaches.push(
        `win operation ${op} (${w.reference}) paid ${w.cash} to cash and ${w.bonus} to the bonus; its stake was ${w.stake.cash} cash and ${w.stake.bonus} bonus, so the bonus's share is ${expectedBonus}`,
      );
  }

  // Progress is the sum of the contributed wagers, each its round's stake × the game group's share.
  const instances = await queryRows<{
    id: string;
    status: string;
    progress: string;
    required: string;
    contributions: Record<string, number>;
    excluded: string[];
  }>(
    db,
    sql`select id::text, status, wagering_progress_minor::text as progress, wagering_required_minor::text as required, contributions, excluded_game_ids as excluded
      from bonus_instances where player_id = ${playerId} order by id`,
  );
  const rounds = await queryRows<{
    instance_id: string;
    round_id: string;
    game_id: string;
    wager: string;
    percent: number;
    contributed: string;
    reference: string | null;
  }>(
    db,
    sql`select b.instance_id::text, b.round_id::text, b.game_id, b.wager_minor::text as wager, b.contribution_percent as percent, b.contributed_minor::text as contributed,
        ${referenceOfRound('r')} as reference
      from bonus_rounds b join bonus_instances i on i.id = b.instance_id left join game_rounds r on r.id = b.round_id
      where i.player_id = ${playerId}`,
  );
  // Low-risk seats (opposite outcomes, most of the table) count nothing whatever their group's percent.
  const lowRisk = await lowRiskRounds(
    db,
    rounds.map((r) => r.round_id),
  );
  for (const i of instances) {
    const own = rounds.filter((r) => r.instance_id === i.id);
    const sum = own.reduce((total, r) => total + BigInt(r.contributed), 0n);
    if (sum !== BigInt(i.progress))
      breaches.push(`bonus ${i.id} shows progress ${i.progress} but its rounds contributed ${sum}`);
    if (i.status === 'completed' && BigInt(i.progress) < BigInt(i.required))
      breaches.push(`bonus ${i.id} completed at progress ${i.progress} of ${i.required}`);
    if (
      options.isSettled &&
      i.status === 'active' &&
      BigInt(i.required) > 0n &&
      BigInt(i.progress) >= BigInt(i.required)
    )
      breaches.push(`bonus ${i.id} is still active at progress ${i.progress} of ${i.required}`);
    for (const r of own) {
      const group = options.groupOf.get(r.game_id);
      const percent =
        i.excluded.includes(r.game_id) || group === undefined || lowRisk.has(r.round_id)
          ? 0
          : (i.contributions[group] ?? 0);
      if (r.percent !== percent)
        breaches.push(
          `bonus ${i.id}'s round on ${r.game_id} counted at ${r.percent} %, its terms say ${percent} %`,
        );
      if (BigInt(r.contributed) !== contributedMinor(BigInt(r.wager), r.percent))
        breaches.push(
          `bonus ${i.id}'s round on ${r.game_id} contributed ${r.contributed} for a wager of ${r.wager} at ${r.percent} %`,
        );
      const stake = r.reference === null ? undefined : stakes.get(r.reference);
      const staked = stake ? stake.cash + stake.bonus : 0n;
      if (BigInt(r.wager) < 0n || BigInt(r.wager) > staked)
        breaches.push(
          `bonus ${i.id} counts a wager of ${r.wager} on round ${r.reference ?? '(unknown)'} whose stake was ${staked}`,
        );
    }
  }
  const active = instances.filter((i) => i.status === 'active');
  if (active.length > 1)
    breaches.push(`${active.length} bonuses active at once: ${active.map((i) => i.id).join(', ')}`);

  // Once the consumers have caught up, bonus money exists only inside an active bonus.
  if (options.isSettled && active.length === 0) {
    const [bonus] = await queryRows<{ balance: string }>(
      db,
      sql`select coalesce(sum(balance), 0)::text as balance from ledger_accounts where kind = 'player_bonus' and player_id = ${playerId}`,
    );
    if (BigInt(bonus?.balance ?? '0') !== 0n)
      breaches.push(`the bonus account holds ${bonus?.balance} with no active bonus`);
  }
  return breaches;
}
