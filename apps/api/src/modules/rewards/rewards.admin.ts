import {
  categoryOf,
  formatCp,
  formatMinor,
  type CpHistory,
  type RewardCosts,
  type VipMember,
} from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { publishNotice } from '../../platform/notices.ts';
import type { Operator } from '../admin/operator.service.ts';
import * as repo from './rewards.repository.ts';
import type { RewardsDeps } from './rewards.service.ts';
import { utcDay } from './rewards.standing.ts';

const CP_HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;

export const emptyAccount = (playerId: bigint): repo.RewardAccount => ({
  playerId,
  cpUnits: 0n,
  level: 0,
  levelMax: 0,
  cashbackUnits: 0n,
  cashbackClaimedOn: null,
  cashbackNotifiedOn: null,
  vipSince: null,
  vipHostId: null,
  updatedAt: new Date(0),
});

/** The back office's reading of the programme: VIP members and their hosts, a player's CP history, the costs. */
export function createRewardsAdmin(deps: RewardsDeps) {
  const { db, players, operators } = deps;

  const account = async (playerId: bigint, executor: Executor = db) =>
    (await repo.findAccount(executor, playerId)) ?? emptyAccount(playerId);

  /** Produces not_found for an unknown player. */
  async function cpHistory(playerId: bigint): Promise<CpHistory> {
    await players.get(playerId);
    const from = utcDay(new Date(Date.now() - (CP_HISTORY_DAYS - 1) * DAY_MS));
    const [standing, days, adjustments] = await Promise.all([
      account(playerId),
      repo.cpDays(db, playerId, from),
      repo.cpAdjustments(db, playerId),
    ]);
    const names = await operators.usernames(adjustments.map((a) => a.operatorId));
    return {
      totalCP: formatCp(standing.cpUnits),
      level: standing.level,
      days: days.map((d) => ({
        day: d.day,
        cp: formatCp(d.cpUnits),
        wagered: formatMinor(d.wageredMinor),
        currency: d.currency,
      })),
      adjustments: adjustments.map((a) => ({
        id: a.id.toString(),
        cp: formatCp(a.cpUnits),
        reason: a.reason,
        operator: names.get(a.operatorId.toString()) ?? '',
        createdAt: a.createdAt.toISOString(),
      })),
    };
  }

  async function vipMember(row: repo.RewardAccount): Promise<VipMember> {
    const [names, hosts] = await Promise.all([
      players.usernames([row.playerId]),
      operators.usernames(row.vipHostId === null ? [] : [row.vipHostId]),
    ]);
    return toVipMember(row, names, hosts);
  }

  function toVipMember(
    row: repo.RewardAccount,
    names: Map<string, string>,
    hosts: Map<string, string>,
  ): VipMember {
    return {
      playerId: row.playerId.toString(),
      username: names.get(row.playerId.toString()) ?? '',
      level: row.level,
      category: categoryOf(row.level),
      vipSince: (row.vipSince ?? new Date(0)).toISOString(),
      hostId: row.vipHostId?.toString() ?? null,
      host: row.vipHostId === null ? null : (hosts.get(row.vipHostId.toString()) ?? null),
    };
  }

  return {
    cpHistory,

    async vipMembers(): Promise<{ members: VipMember[] }> {
      const rows = await repo.vipMembers(db);
      const [names, hosts] = await Promise.all([
        players.usernames(rows.map((r) => r.playerId)),
        operators.usernames(rows.flatMap((r) => (r.vipHostId === null ? [] : [r.vipHostId]))),
      ]);
      return { members: rows.map((r) => toVipMember(r, names, hosts)) };
    },

    async hosts() {
      const [holders, counts] = await Promise.all([
        operators.holdersOf('rewards.manage'),
        repo.hostCounts(db),
      ]);
      return {
        hosts: holders.map((h) => ({
          id: h.id.toString(),
          username: h.username,
          memberCount: counts.get(h.id.toString()) ?? 0,
        })),
      };
    },

    /** Gives a VIP member another host, who is told by a vip_member notice; audited. Produces not_found, not_vip_member, vip_host_invalid. */
    async assignHost(by: Operator, playerId: bigint, hostId: bigint): Promise<VipMember> {
      await players.get(playerId);
      const row = await inTransaction(db, async (tx) => {
        const a = await repo.lockAccount(tx, playerId);
        if (a.vipSince === null) throw new AppError('not_vip_member');
        const host = (await operators.holdersOf('rewards.manage', tx)).find((h) => h.id === hostId);
        if (!host) throw new AppError('vip_host_invalid');
        await repo.setHost(tx, playerId, hostId);
        await publishNotice(tx, playerId, 'vip_member', { host: host.username });
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'rewards.vip_host_assigned',
          targetKind: 'player',
          targetId: playerId.toString(),
          before: { hostId: a.vipHostId },
          after: { hostId },
          ip: by.ip,
        });
        return { ...a, vipHostId: hostId };
      });
      return vipMember(row);
    },

    async costs(from: string, to: string): Promise<RewardCosts> {
      const rows = await repo.costs(db, from, to);
      return {
        days: rows.map((r) => {
          const [level, cashback, challenge] = [
            BigInt(r.level_minor),
            BigInt(r.cashback_minor),
            BigInt(r.challenge_minor),
          ];
          return {
            day: typeof r.day === 'string' ? r.day.slice(0, 10) : r.day.toISOString().slice(0, 10),
            currency: r.currency,
            levelRewards: formatMinor(level),
            cashback: formatMinor(cashback),
            challenges: formatMinor(challenge),
            total: formatMinor(level + cashback + challenge),
          };
        }),
      };
    },
  };
}
