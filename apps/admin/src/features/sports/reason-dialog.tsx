import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Notice, TextArea } from '../../components/ui/field';
import { strings } from '../../strings';
import { sportsStrings } from './strings';

/** Asks the reason for an action (kept in the audit log) before it is made: a suspension unless told otherwise. */
export function ReasonDialog({
  title,
  help = sportsStrings.dialog.help,
  confirmLabel = sportsStrings.dialog.confirm,
  isPending,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  help?: string;
  confirmLabel?: string;
  isPending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal title={title}>
      <p className="text-sm text-slate-300">{help}</p>
      <TextArea
        label={sportsStrings.dialog.reason}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        autoFocus
      />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {strings.common.cancel}
        </Button>
        <Button
          variant="danger"
          disabled={isPending || reason.trim().length < 3}
          onClick={() => onConfirm(reason.trim())}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
