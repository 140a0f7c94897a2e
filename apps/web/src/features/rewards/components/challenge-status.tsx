import type { ChallengeStatus } from '@orca/contracts';
import { useTranslation } from 'react-i18next';

const STYLES: Record<ChallengeStatus, string> = {
  open: 'bg-emerald-900/60 text-emerald-200',
  paused: 'bg-ink-700 text-slate-300',
  won: 'bg-amber-900/60 text-amber-100',
};

export function ChallengeStatusBadge({ status }: { status: ChallengeStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[status]}`}
    >
      {t(`rewards.challenges.status.${status}`)}
    </span>
  );
}
