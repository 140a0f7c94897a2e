import { Button } from '../../components/ui/button';

/** The actions under an answer, in chats and contact messages alike: send, take it, close it. */
export function ReplyActions({
  isPending,
  isAssigned,
  onSend,
  onAssign,
  onClose,
  labels,
}: {
  isPending: boolean;
  isAssigned: boolean;
  onSend: () => void;
  onAssign: () => void;
  onClose: () => void;
  labels: { send: string; assignToMe: string; close: string };
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button disabled={isPending} onClick={onSend}>
        {labels.send}
      </Button>
      {isAssigned ? null : (
        <Button variant="secondary" disabled={isPending} onClick={onAssign}>
          {labels.assignToMe}
        </Button>
      )}
      <Button variant="ghost" disabled={isPending} onClick={onClose}>
        {labels.close}
      </Button>
    </div>
  );
}
