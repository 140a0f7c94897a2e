import { useQuery } from '@tanstack/react-query';
import { Panel } from '../../components/ui/page';
import { formatDateTime } from '../../lib/format';
import { playersStrings } from './strings';
import { playerSessionsQuery } from './api';
import { labelOf } from '../../lib/labels';
import { Loading } from './tab-parts';

const s = playersStrings;

export function SessionsTab({ playerId }: { playerId: string }) {
  const data = useQuery(playerSessionsQuery(playerId));
  const t = s.sessions;
  return (
    <div className="flex flex-col gap-4">
      <Loading query={data} />
      {data.data ? (
        <>
          <Panel title={t.sessions}>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm" aria-label={t.sessions}>
                <thead className="text-xs uppercase text-slate-400">
                  <tr>
                    {[t.started, t.lastSeen, t.address, t.device, t.state].map((label) => (
                      <th key={label} className="px-2 py-1 font-medium">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.data.sessions.map((session) => (
                    <tr key={session.id} className="border-t border-ink-800 align-top">
                      <td className="whitespace-nowrap px-2 py-1">
                        {formatDateTime(session.createdAt)}
                      </td>
                      <td className="whitespace-nowrap px-2 py-1">
                        {formatDateTime(session.lastSeenAt)}
                      </td>
                      <td className="px-2 py-1">
                        {[session.ip, session.country].filter(Boolean).join(' · ') || '—'}
                      </td>
                      <td
                        className="max-w-64 truncate px-2 py-1 text-xs text-slate-400"
                        title={session.userAgent ?? ''}
                      >
                        {session.userAgent ?? '—'}
                      </td>
                      <td className="px-2 py-1">
                        {session.isLive ? (
                          <span className="text-accent-400">{t.live}</span>
                        ) : session.revokedReason ? (
                          t.ended(session.revokedReason)
                        ) : (
                          t.expired
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Panel>
          <Panel title={t.logins}>
            <ul className="flex flex-col gap-1 text-sm">
              {data.data.logins.map((login) => (
                <li key={`${login.at}-${login.method}`}>
                  {formatDateTime(login.at)} · {login.ip ?? '—'}{' '}
                  {login.country ? `(${login.country})` : ''} · {t.method}:{' '}
                  {labelOf(playersStrings.labels.loginMethods, login.method)}
                </li>
              ))}
            </ul>
          </Panel>
        </>
      ) : null}
    </div>
  );
}
