import type { LiveTableView } from '@orca/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFIER_PATH } from '../../../../lib/verify-link';
import { shortHash } from '../../components/fairness';
import { FairnessDetails } from '../live/live-fairness';
import type { Translate } from '../live/live-table-view';
import { LimitsItem } from '../live/table-parts';
import { BACCARAT_ODDS } from './baccarat-spots';
import { RULE_SPOTS, rtpOfSpot, shoeFairnessRows } from './baccarat-view';

/**
 * The shoe's fairness for the frame's dialog: its seed hash committed before its first hand, how
 * each hand's cards come from it, where the revealed seed is read and the verifier.
 */
export function baccaratFairness(
  view: LiveTableView | null,
  t: Translate,
): { summary: ReactNode; details: ReactNode } {
  return {
    summary: (
      <span>
        {view?.shoe
          ? t('liveCards.baccarat.fair.summary', {
              hash: shortHash(view.shoe.serverSeedHash),
              left: view.shoe.cardsLeft,
            })
          : t('live.fair.intro')}
      </span>
    ),
    details: (
      <FairnessDetails
        intro={t('liveCards.baccarat.fair.intro')}
        rows={shoeFairnessRows(view, t)}
        testId="baccarat-fair"
        method={t('liveCards.baccarat.fair.method')}
        reveal={t('liveCards.baccarat.fair.reveal')}
        t={t}
      >
        <p>
          <a
            href={VERIFIER_PATH}
            target="_top"
            className="font-semibold text-[var(--gc-accent)] underline-offset-2 hover:underline"
          >
            {t('gameClient.fair.openVerifier')}
          </a>
        </p>
      </FairnessDetails>
    ),
  };
}

/** The rules: the shoe, the drawing rules, what each spot pays (with its declared RTP) and the limits. */
export function BaccaratRules({
  view,
  money,
}: {
  view: LiveTableView | null;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="list-disc space-y-1 pl-5">
      <li>{t('liveCards.baccarat.rules.shoe')}</li>
      <li>{t('liveCards.baccarat.rules.drawing')}</li>
      {RULE_SPOTS.map((kind) => {
        const rtp = rtpOfSpot(view, kind);
        return (
          <li key={kind}>
            {t('liveCards.baccarat.rules.pays', {
              spot: t(`liveCards.baccarat.spots.${kind}`),
              odds: BACCARAT_ODDS[kind],
            })}
            {rtp !== undefined ? ` ${t('liveCards.rtp', { rtp })}` : ''}
          </li>
        );
      })}
      <li>{t('liveCards.baccarat.rules.push')}</li>
      <LimitsItem view={view} money={money} />
    </ul>
  );
}
