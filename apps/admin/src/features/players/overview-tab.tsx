import type { PlayerOverview } from '@orca/contracts';
import { type ReactNode } from 'react';
import { Panel } from '../../components/ui/page';
import { formatDateTime } from '../../lib/format';
import { playersStrings } from './strings';
import { labelOf } from '../../lib/labels';
import { Facts } from './tab-parts';

const s = playersStrings;

export function OverviewTab({ player }: { player: PlayerOverview }) {
  const o = s.overview;
  const exclusion = player.selfExclusion;
  const limit = player.depositLimit;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title={o.balances}>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" aria-label={o.balances}>
            <thead className="text-left text-xs uppercase text-slate-400">
              <tr>
                <th className="py-1 font-medium">{o.currency}</th>
                <th className="py-1 font-medium">{o.cash}</th>
                <th className="py-1 font-medium">{o.bonus}</th>
              </tr>
            </thead>
            <tbody>
              {player.balances.map((balance) => (
                <tr key={balance.currency} className="border-t border-ink-800">
                  <td className="py-1">{balance.currency}</td>
                  <td className="py-1 font-semibold text-white">{balance.cash}</td>
                  <td className="py-1">{balance.bonus}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
      <Panel title={o.account}>
        <Facts
          rows={[
            [o.status, s.statuses[player.status] ?? player.status],
            ...(player.blockReason
              ? [[o.blockReason, player.blockReason] as [string, ReactNode]]
              : []),
            ...(player.closedAt
              ? [[o.closedAt, formatDateTime(player.closedAt)] as [string, ReactNode]]
              : []),
            [s.country, player.country],
            [o.currency, player.currency],
            [o.language, player.language],
            [o.emailVerified, player.emailVerified ? o.yes : o.no],
            [s.registered, formatDateTime(player.registeredAt)],
            [o.registrationIp, player.registrationIp ?? '—'],
            [
              o.lastLogin,
              player.lastLogin
                ? `${formatDateTime(player.lastLogin.at)} · ${player.lastLogin.ip ?? '—'} · ${labelOf(playersStrings.labels.loginMethods, player.lastLogin.method)}`
                : o.never,
            ],
          ]}
        />
      </Panel>
      <Panel title={o.limits}>
        <Facts
          rows={[
            [
              o.depositLimit,
              limit
                ? [
                    limit.current ?? o.noLimit,
                    limit.pendingFrom
                      ? o.pendingLimit(
                          limit.pending ?? o.noLimit,
                          formatDateTime(limit.pendingFrom),
                        )
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' → ')
                : o.noLimit,
            ],
            ...player.playerLimits.map(
              (l) =>
                [
                  o.playerLimits[l.kind] ?? l.kind,
                  [
                    l.current ?? o.noLimit,
                    l.pendingFrom
                      ? o.pendingLimit(l.pending ?? o.noLimit, formatDateTime(l.pendingFrom))
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' → '),
                ] as [string, ReactNode],
            ),
            [
              o.selfExclusion,
              exclusion
                ? exclusion.until === null
                  ? o.excludedPermanently
                  : exclusion.isActive
                    ? o.excludedUntil(formatDateTime(exclusion.until))
                    : o.exclusionEnded(formatDateTime(exclusion.until))
                : o.noLimit,
            ],
            [
              o.timeOut,
              player.timeOut
                ? o.timeOutUntil(
                    formatDateTime(player.timeOut.until),
                    player.timeOut.period.replace('_', ' '),
                  )
                : o.noLimit,
            ],
            [
              o.realityCheck,
              player.realityCheckMinutes
                ? o.realityCheckEvery(player.realityCheckMinutes)
                : o.noLimit,
            ],
            [o.kyc, labelOf(playersStrings.labels.kycStatuses, player.kycStatus)],
          ]}
        />
      </Panel>
      <Panel title={o.affiliate}>
        <Facts
          rows={[
            ['token', player.affiliate.token ?? '—'],
            ['id', player.affiliate.id ?? '—'],
            ['aid', player.affiliate.aid ?? '—'],
            ['bid', player.affiliate.bid ?? '—'],
          ]}
        />
      </Panel>
    </div>
  );
}
