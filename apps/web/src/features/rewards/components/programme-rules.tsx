import { CASHBACK_SHARE_PERCENT, CP_CONTRIBUTION_PERCENT, VIP_LEVEL } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/ui/page';

/** The programme's rules in plain words, with the figures from the contracts the API applies. */
export function ProgrammeRules() {
  const { t } = useTranslation();
  return (
    <Panel title={t('rewards.rules.title')}>
      <ul className="list-disc space-y-2 pl-5 text-sm text-slate-300">
        <li>{t('rewards.rules.cp', { eur: 25 })}</li>
        <li>{t('rewards.rules.contribution', { percent: CP_CONTRIBUTION_PERCENT.live })}</li>
        <li>{t('rewards.rules.levels', { levels: 60 })}</li>
        <li>{t('rewards.rules.levelRewards')}</li>
        <li>{t('rewards.rules.vip', { level: VIP_LEVEL })}</li>
        <li>{t('rewards.rules.cashback', { percent: CASHBACK_SHARE_PERCENT })}</li>
        <li>{t('rewards.rules.realMoney')}</li>
      </ul>
    </Panel>
  );
}
