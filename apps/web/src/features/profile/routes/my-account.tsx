import { PROFILE_FORM_TYPES } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Page, Panel } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { countryName, formatDateTime } from '../../../lib/format';
import { profileQueryOptions } from '../../../lib/queries/player';
import { queryKeys } from '../../../lib/query-keys';
import { getLastLogin } from '../api/profile-api';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileForm } from '../components/profile-form';

/** A part of My Account that another feature provides (the app composes them); its id is the address's `:redirect?`. */
export interface AccountSection {
  id: string;
  label: string;
  content: ReactNode;
}

/** My Account: who the player is, what is missing for the cashier, every profile form and the last login, then the other sections as tabs. */
export function MyAccountPage({ sections = [] }: { sections?: AccountSection[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = useParams();
  const section = sections.some((s) => s.id === redirect) ? (redirect ?? 'details') : 'details';
  const profile = useQuery(profileQueryOptions());
  const lastLogin = useQuery({ queryKey: queryKeys.player.lastLogin, queryFn: getLastLogin });

  if (!profile.data) {
    return (
      <Page title={t('profile.title')}>
        <p role="status">{t('common.loading')}</p>
      </Page>
    );
  }
  const p = profile.data;
  const missing = p.missing_information;
  const last = lastLogin.data;

  return (
    <Page title={t('profile.title')} wide>
      <div className="space-y-6">
        <Panel>
          <dl className="grid gap-4 text-sm sm:grid-cols-2 md:grid-cols-4">
            <div>
              <dt className="text-slate-400">{t('auth.username')}</dt>
              <dd className="font-semibold text-white">{p.username}</dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('auth.email')}</dt>
              <dd className="break-all text-white">
                {p.email}{' '}
                {!p.email_verified && (
                  <span className="ml-1 rounded bg-amber-500/20 px-1.5 py-0.5 text-xs text-amber-200">
                    {t('profile.unverified')}
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('profile.kycStatus')}</dt>
              <dd className={p.kyc_status === 'verified' ? 'text-emerald-300' : 'text-amber-200'}>
                {t(`profile.kyc.${p.kyc_status}`)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('profile.lastLogin')}</dt>
              <dd className="text-white">
                {last?.previous_login_at
                  ? `${formatDateTime(last.previous_login_at, i18n.language)}${last.previous_login_country ? ` · ${countryName(last.previous_login_country, i18n.language)}` : ''}`
                  : t('profile.firstLogin')}
              </dd>
            </div>
          </dl>
        </Panel>
        {missing.length > 0 && (
          <div
            role="alert"
            className="rounded-2xl border border-amber-400/40 bg-amber-950/30 p-4 text-sm text-amber-100"
          >
            <p className="font-semibold">{t('profile.missingTitle')}</p>
            <p className="mt-1">{missing.map((item) => t(`profile.fields.${item}`)).join(', ')}</p>
          </div>
        )}
        <Tabs
          label={t('profile.title')}
          value={section}
          onValueChange={(id) =>
            void navigate(id === 'details' ? '/profile/my-account' : `/profile/my-account/${id}`, {
              replace: true,
            })
          }
          items={[
            {
              value: 'details',
              label: t('profile.sections.details'),
              content: (
                <div className="space-y-6">
                  <div className="grid gap-6 md:grid-cols-2">
                    {PROFILE_FORM_TYPES.map((type) => (
                      <ProfileForm key={`${type}-${p.id}`} type={type} profile={p} />
                    ))}
                  </div>
                  <ChangePasswordForm />
                </div>
              ),
            },
            ...sections.map((s) => ({ value: s.id, label: s.label, content: s.content })),
          ]}
        />
      </div>
    </Page>
  );
}
