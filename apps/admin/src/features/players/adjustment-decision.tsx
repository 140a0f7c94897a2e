import type { Adjustment } from '@orca/contracts';
import { DecisionButtons } from '../../components/ui/decision-buttons';
import { Notice, TextArea } from '../../components/ui/field';
import { PlayerName } from '../../components/ui/player-name';
import { playersStrings } from './strings';

const a = playersStrings.adjust;

/** The chosen request: amount, player, who asked and why; while pending, a note and approve or reject (never one's own). */
export function AdjustmentDecision({
  selected,
  me,
  note,
  onNote,
  isPending,
  onDecide,
}: {
  selected: Adjustment;
  me: string | undefined;
  note: string;
  onNote: (note: string) => void;
  isPending: boolean;
  onDecide: (verdict: 'approve' | 'reject') => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-400">{a.amountColumn}</dt>
        <dd className="font-semibold text-white">{`${selected.amount} ${selected.currency}`}</dd>
        <dt className="text-slate-400">{playersStrings.username}</dt>
        <dd>
          <PlayerName username={selected.playerUsername} id={selected.playerId} />
        </dd>
        <dt className="text-slate-400">{a.requestedBy}</dt>
        <dd>{selected.requestedBy}</dd>
        <dt className="text-slate-400">{a.reasonColumn}</dt>
        <dd className="break-words">{selected.reason}</dd>
      </dl>
      {selected.status === 'pending' ? (
        <>
          {selected.requestedBy === me ? (
            <Notice tone="info">{playersStrings.adjustmentQueue.ownRequest}</Notice>
          ) : null}
          <TextArea
            label={playersStrings.adjustmentQueue.note}
            placeholder={playersStrings.adjustmentQueue.notePlaceholder}
            maxLength={500}
            value={note}
            onChange={(event) => onNote(event.target.value)}
          />
          <DecisionButtons
            isPending={isPending}
            isApproveBarred={selected.requestedBy === me}
            onApprove={() => onDecide('approve')}
            onReject={() => onDecide('reject')}
          />
        </>
      ) : null}
    </div>
  );
}
