import { Link } from 'react-router';

/**
 * A player as the back office names them: username, with the id the API and the audit log use,
 * linking to the player's card. A click in a selectable row opens the card, not the row.
 */
export function PlayerName({ username, id }: { username: string; id: string }) {
  return (
    <Link
      to={`/players/${id}`}
      onClick={(event) => event.stopPropagation()}
      className="hover:underline"
    >
      <span className="font-medium text-white">{username || '—'}</span>{' '}
      <span className="font-mono text-xs text-slate-400">#{id}</span>
    </Link>
  );
}
