import type { RoundOutcomeOf } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { verifyLinkOf } from '../../../lib/verify-link';
import { useRotateSeeds } from '../api/fair-seeds';
import { useGameRound, type RoundHistoryItem } from '../api/game-rounds';
import { useGame } from '../../../lib/queries/game';
import { liveVerifyHref, liveVerifyQueryOf } from '../lib/live-verify-link';
import { formatFixed } from '../lib/numbers';
import { SeedRow } from './fairness-panel';
import { OutcomeView } from './outcome/outcome-view';

function Amount({
  label,
  value,
  isStrong = false,
}: {
  label: string;
  value: string;
  isStrong?: boolean;
}) {
  return (
    <div className="rounded-xl bg-ink-950/50 px-3 py-2">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className={`tabular-nums ${isStrong ? 'font-bold text-white' : 'text-slate-100'}`}>
        {value}
      </dd>
    </div>
  );
}

/**
 * A live seat's fairness: the seeds its result came from (the round's, or a baccarat hand's shoe)
 * and the verifier link once they are revealed. The round's seed is revealed when its result is
 * drawn, a shoe's when its last hand is dealt.
 */
function LiveFairness({
  round,
  outcome,
}: {
  round: RoundHistoryItem;
  outcome: RoundOutcomeOf<'live'>;
}) {
  const { t, i18n } = useTranslation();
  const link = liveVerifyQueryOf(outcome, round.fair);
  const result = outcome.result;
  const fair = round.fair;
  return (
    <section aria-labelledby="round-fairness" className="space-y-3">
      <h3 id="round-fairness" className="font-semibold text-white">
        {t('play.history.fairness')}
      </h3>
      {result?.kind === 'baccarat' ? (
        <dl className="divide-y divide-ink-700/70 rounded-xl border border-ink-700 bg-ink-950/50 px-3 text-sm">
          <SeedRow label={t('play.history.live.shoe')} value={`#${result.shoeId}`} />
          {outcome.shoeServerSeedHash && (
            <SeedRow label={t('play.history.live.shoeHash')} value={outcome.shoeServerSeedHash} />
          )}
          {outcome.shoeClientSeed && (
            <SeedRow label={t('play.history.live.shoeClientSeed')} value={outcome.shoeClientSeed} />
          )}
          <SeedRow
            label={t('play.history.live.position')}
            value={new Intl.NumberFormat(i18n.language).format(result.position)}
          />
          <SeedRow
            label={t('play.history.live.shoeSeed')}
            value={outcome.shoeServerSeed ?? t('play.history.notRevealed')}
            isMono={outcome.shoeServerSeed !== undefined}
          />
        </dl>
      ) : (
        fair && (
          <dl className="divide-y divide-ink-700/70 rounded-xl border border-ink-700 bg-ink-950/50 px-3 text-sm">
            <SeedRow label={t('play.fields.serverSeedHash')} value={fair.serverSeedHash} />
            <SeedRow label={t('play.fields.clientSeed')} value={fair.clientSeed} />
            <SeedRow
              label={t('play.fields.nonce')}
              value={new Intl.NumberFormat(i18n.language).format(fair.nonce)}
            />
            <SeedRow
              label={t('play.fields.serverSeed')}
              value={outcome.serverSeed ?? t('play.history.notRevealed')}
              isMono={Boolean(outcome.serverSeed)}
            />
          </dl>
        )
      )}
      {link === 'notDrawn' ? (
        <p className="text-sm text-slate-400">{t('play.history.live.notDrawn')}</p>
      ) : link === 'shoeNotFinished' ? (
        <p className="text-sm text-slate-400">{t('play.history.live.shoePending')}</p>
      ) : (
        <Link
          to={liveVerifyHref(link)}
          className="inline-flex rounded-lg bg-accent-500 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-accent-400"
        >
          {t('play.history.verify')}
        </Link>
      )}
    </section>
  );
}

function Fairness({ round }: { round: RoundHistoryItem }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const rotate = useRotateSeeds();
  const link = verifyLinkOf(round);
  const fair = round.fair;
  const isCrash = round.outcome?.kind === 'crash';

  function handleRotate() {
    rotate.mutate(undefined, {
      onSuccess: () => toast({ title: t('play.fair.rotated'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: error instanceof ApiError ? error.message : t('errors.internal_error'),
          variant: 'error',
        }),
    });
  }

  return (
    <section aria-labelledby="round-fairness" className="space-y-3">
      <h3 id="round-fairness" className="font-semibold text-white">
        {t('play.history.fairness')}
      </h3>
      {fair && (
        <dl className="divide-y divide-ink-700/70 rounded-xl border border-ink-700 bg-ink-950/50 px-3 text-sm">
          <SeedRow label={t('play.fields.serverSeedHash')} value={fair.serverSeedHash} />
          <SeedRow label={t('play.fields.clientSeed')} value={fair.clientSeed} />
          <SeedRow
            label={t('play.fields.nonce')}
            value={new Intl.NumberFormat(i18n.language).format(fair.nonce)}
          />
          <SeedRow
            label={t('play.fields.serverSeed')}
            value={fair.serverSeed ?? t('play.history.notRevealed')}
            isMono={fair.serverSeed !== null}
          />
        </dl>
      )}
      {link ? (
        <Link
          to={link}
          className="inline-flex rounded-lg bg-accent-500 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-accent-400"
        >
          {t('play.history.verify')}
        </Link>
      ) : isCrash ? (
        <p className="text-sm text-slate-400">{t('play.history.crashPending')}</p>
      ) : !fair ? (
        <p className="text-sm text-slate-400">{t('play.history.noFairData')}</p>
      ) : round.mode === 'fun' ? (
        <p className="text-sm text-slate-400">{t('play.history.funSeeds')}</p>
      ) : round.status === 'open' ? (
        <p className="text-sm text-slate-400">{t('play.history.stillOpen')}</p>
      ) : (
        <div className="space-y-2 rounded-xl border border-amber-300/30 bg-amber-300/5 p-3 text-sm">
          <p className="text-slate-200">{t('play.history.revealExplain')}</p>
          <Button variant="secondary" onClick={handleRotate} disabled={rotate.isPending}>
            {t('play.history.rotateNow')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The game recall of one round: what was played and paid, the balances around it, and how to verify it. */
export function RoundDetailDialog({
  roundId,
  summary,
  onClose,
}: {
  roundId: string | null;
  summary: RoundHistoryItem | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const detail = useGameRound(roundId);
  const round = detail.data ?? summary;
  // Rounds name their provider by id; the catalogue knows its name.
  const game = useGame(round?.gameId ?? null);
  const language = i18n.language;
  const money = (value: string) => (round ? formatMoney(value, round.currency, language) : value);
  const outcome = round?.outcome ?? null;

  return (
    <Dialog
      open={roundId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={round ? round.gameName : t('common.loading')}
      description={round ? formatDateTime(round.createdAt, language) : undefined}
      closeLabel={t('common.close')}
    >
      {detail.error && !round ? (
        <FormError message={detail.error.message} />
      ) : !round ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <div className="space-y-5 text-sm">
          <div className="flex flex-wrap gap-2">
            <span className="rounded-full bg-ink-700 px-2.5 py-0.5 text-xs text-slate-200">
              {t(`play.history.status.${round.status}`)}
            </span>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs ${round.mode === 'fun' ? 'bg-sky-500/15 text-sky-200' : 'bg-accent-500/15 text-accent-400'}`}
            >
              {t(`play.history.mode.${round.mode}`)}
            </span>
            <span className="font-mono text-xs text-slate-500">{round.roundId}</span>
          </div>
          <dl className="grid grid-cols-2 gap-2">
            <Amount label={t('play.history.columns.bet')} value={money(round.bet)} />
            <Amount label={t('play.history.columns.win')} value={money(round.win)} isStrong />
            <Amount label={t('play.history.balanceBefore')} value={money(round.balanceBefore)} />
            <Amount label={t('play.history.balanceAfter')} value={money(round.balanceAfter)} />
            <Amount
              label={t('play.history.columns.multiplier')}
              value={`${formatFixed(Number(round.multiplier), language)}×`}
            />
            <Amount
              label={t('play.history.provider')}
              value={game.data?.providerName ?? round.provider}
            />
          </dl>
          {outcome && (
            <section aria-labelledby="round-outcome" className="space-y-2">
              <h3 id="round-outcome" className="font-semibold text-white">
                {t('play.history.outcome')}
              </h3>
              <OutcomeView outcome={outcome} currency={round.currency} />
            </section>
          )}
          {outcome?.kind === 'live' ? (
            <LiveFairness round={round} outcome={outcome} />
          ) : (
            <Fairness round={round} />
          )}
        </div>
      )}
    </Dialog>
  );
}
