import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Notice, TextArea, TextField } from '../../components/ui/field';
import { fieldErrorOf, messageOf } from '../../lib/api-client';
import { strings } from '../../strings';
import { sportsStrings } from './strings';

const r = sportsStrings.result;

/** Asks the final score and the reason for a manual result or a resettlement, saying whether it will wait. */
export function ResultDialog({
  action,
  home,
  away,
  approvalNote,
  isPending,
  error,
  onConfirm,
  onCancel,
}: {
  action: 'result' | 'resettle';
  home: string;
  away: string;
  /** Whether it takes effect at once or waits for a second operator. */
  approvalNote: string;
  isPending: boolean;
  error: unknown;
  onConfirm: (input: { home: number; away: number; reason: string }) => void;
  onCancel: () => void;
}) {
  const [goals, setGoals] = useState({ home: '', away: '' });
  const [reason, setReason] = useState('');
  const whole = (text: string) => /^\d{1,2}$/.test(text);
  const ready = whole(goals.home) && whole(goals.away) && reason.trim().length >= 3;
  const generic = error && !fieldErrorOf(error, 'home') && !fieldErrorOf(error, 'away');
  return (
    <Modal title={action === 'result' ? r.dialogResult : r.dialogResettle}>
      <p className="text-sm text-slate-300">{r.help}</p>
      <div className="grid grid-cols-2 items-end gap-3">
        <TextField
          label={r.home(home)}
          inputMode="numeric"
          value={goals.home}
          onChange={(event) => setGoals({ ...goals, home: event.target.value.trim() })}
          error={fieldErrorOf(error, 'home')}
          autoFocus
        />
        <TextField
          label={r.away(away)}
          inputMode="numeric"
          value={goals.away}
          onChange={(event) => setGoals({ ...goals, away: event.target.value.trim() })}
          error={fieldErrorOf(error, 'away')}
        />
      </div>
      <TextArea
        label={r.reason}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={fieldErrorOf(error, 'reason')}
      />
      <p className="text-xs text-slate-400">{r.reasonHelp}</p>
      <Notice tone="info">{approvalNote}</Notice>
      {generic ? <Notice tone="error">{messageOf(error)}</Notice> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {strings.common.cancel}
        </Button>
        <Button
          variant="danger"
          disabled={isPending || !ready}
          onClick={() =>
            onConfirm({
              home: Number(goals.home),
              away: Number(goals.away),
              reason: reason.trim(),
            })
          }
        >
          {action === 'result' ? r.confirmResult : r.confirmResettle}
        </Button>
      </div>
    </Modal>
  );
}
