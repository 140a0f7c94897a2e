/** A player as the back office names them: username, with the id the API and the audit log use. */
export function PlayerName({ username, id }: { username: string; id: string }) {
  return (
    <span>
      <span className="font-medium text-white">{username || '—'}</span> <span className="font-mono text-xs text-slate-400">#{id}</span>
    </span>
  );
}
