import type { AdminChatSummary } from '@orca/contracts';
import { PlayerName } from '../../components/ui/player-name';
import { chatStrings as s } from './chat-strings';

/** Who the operator talks to: the player (one click to the card) or the visitor's own name and email. */
export function Who({ chat, canReadPlayers }: { chat: AdminChatSummary; canReadPlayers: boolean }) {
  if (chat.playerId !== null && chat.username !== null)
    return canReadPlayers ? (
      <PlayerName username={chat.username} id={chat.playerId} />
    ) : (
      <span className="font-medium text-white">{chat.username}</span>
    );
  return (
    <span className="flex flex-col">
      <span className="font-medium text-white">
        {s.visitor}
        {chat.visitorName ? ` · ${chat.visitorName}` : ''}
      </span>
      {chat.visitorEmail ? (
        <span className="text-xs text-slate-400">{chat.visitorEmail}</span>
      ) : null}
    </span>
  );
}
