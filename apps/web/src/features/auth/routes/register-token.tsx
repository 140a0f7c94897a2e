import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page, Panel } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { completeRegistration } from '../api/auth-api';

/** The registration token result: success, or the spec's expired text. */
export function RegisterTokenPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useQuery({
    queryKey: queryKeys.auth.registerToken(token),
    queryFn: () => completeRegistration(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const failure = !token
    ? t('validation.token_required')
    : result.error instanceof ApiError
      ? result.error.message
      : result.error
        ? t('errors.internal_error')
        : null;
  return (
    <Page title={t('auth.registerTokenTitle')}>
      <Panel>
        {result.isLoading ? (
          <p role="status">{t('common.loading')}</p>
        ) : failure ? (
          <p role="alert" className="text-rose-200">
            {failure}
          </p>
        ) : (
          <p role="status" className="text-emerald-200">
            {t('auth.registerTokenSuccess')}
          </p>
        )}
        <Link to="/" className="mt-4 inline-block text-accent-400 hover:underline">
          {t('common.backHome')}
        </Link>
      </Panel>
    </Page>
  );
}
