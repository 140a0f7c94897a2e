import { strings } from '../../strings';
import { Button } from './button';

/**
 * The Approve and Reject pair of every queue (withdrawals, documents, adjustments). Both wait
 * while a decision is on its way; approval may be barred on its own (an operator's own request,
 * their own first approval), rejection never is.
 */
export function DecisionButtons({
  isPending,
  isApproveBarred = false,
  onApprove,
  onReject,
}: {
  isPending: boolean;
  isApproveBarred?: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <div className="flex gap-2">
      <Button disabled={isPending || isApproveBarred} onClick={onApprove}>
        {strings.common.approve}
      </Button>
      <Button variant="danger" disabled={isPending} onClick={onReject}>
        {strings.common.reject}
      </Button>
    </div>
  );
}
