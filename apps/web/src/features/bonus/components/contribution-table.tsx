import { CONTRIBUTION_GROUPS, type ContributionTable as Contributions } from '@orca/contracts';
import { useTranslation } from 'react-i18next';

/** How much of each bet counts towards wagering, per game group (0 % means the group does not count). */
export function ContributionTable({ contributions }: { contributions: Contributions }) {
  const { t } = useTranslation();
  return (
    <table className="w-full self-start text-sm">
      <caption className="mb-2 text-left text-sm font-medium text-slate-200">
        {t('bonus.contributions.title')}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('bonus.contributions.group')}</th>
          <th scope="col">{t('bonus.contributions.counts')}</th>
        </tr>
      </thead>
      <tbody>
        {CONTRIBUTION_GROUPS.map((group) => (
          <tr key={group} className="border-t border-ink-700/70">
            <th scope="row" className="py-1.5 text-left font-normal text-slate-300">
              {t(`bonus.groups.${group}`)}
            </th>
            <td className="py-1.5 text-right font-semibold text-white tabular-nums">
              {contributions[group] === 0
                ? t('bonus.contributions.excluded')
                : `${contributions[group]} %`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
