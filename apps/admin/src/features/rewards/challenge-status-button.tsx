import type { AdminChallenge } from '@orca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { setChallengeStatus } from './api';
import { formatMultiplier, type Outcome } from './challenge-view';
import { rewardsStrings } from './strings';

const s = rewardsStrings.challenges;

/** Pause an open challenge or open a paused one again; a won challenge is history and offers neither. */
export function StatusButton({
  challenge,
  onOutcome,
}: {
  challenge: AdminChallenge;
  onOutcome: (outcome: Outcome) => void;
}) {
  const queryClient = useQueryClient();
  const next = challenge.status === 'open' ? 'paused' : 'open';
  const change = useMutation({
    mutationFn: () => setChallengeStatus(challenge.id, next),
    onSuccess: async (updated) => {
      onOutcome({
        tone: 'success',
        text:
          updated.status === 'paused' ? s.paused(updated.gameName) : s.resumed(updated.gameName),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.challenges });
    },
    onError: (error) => onOutcome({ tone: 'error', text: messageOf(error) }),
  });
  if (challenge.status === 'won') return null;
  const multiplier = formatMultiplier(challenge.multiplier);
  return (
    <Button
      variant={next === 'paused' ? 'secondary' : 'primary'}
      className="px-3 py-1"
      disabled={change.isPending}
      aria-label={
        next === 'paused'
          ? s.pauseNamed(challenge.gameName, multiplier)
          : s.resumeNamed(challenge.gameName, multiplier)
      }
      onClick={() => change.mutate()}
    >
      {next === 'paused' ? s.pause : s.resume}
    </Button>
  );
}
