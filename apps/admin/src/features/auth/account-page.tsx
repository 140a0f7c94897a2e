import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, TextField } from '../../components/ui/field';
import { Page, Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { authStrings } from './strings';
import { regenerateRecoveryCodes, securityQuery } from './api';
import { RecoveryCodes } from './recovery-codes';

/** The operator's own second factor: how many recovery codes are left, and a new set against a current code. */
export function AccountPage() {
  const queryClient = useQueryClient();
  const security = useQuery(securityQuery());
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const regenerate = useMutation({
    mutationFn: () => regenerateRecoveryCodes(code),
    onSuccess: async (result) => {
      setCodes(result.codes);
      setCode('');
      setError(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.security });
    },
    onError: (failure) => setError(messageOf(failure)),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    regenerate.mutate();
  };

  return (
    <Page title={authStrings.account.title} subtitle={authStrings.account.subtitle}>
      <div className="max-w-xl">
        <Panel title={authStrings.account.recoveryTitle}>
          {codes ? (
            <div className="flex flex-col gap-4">
              <Notice tone="success">{authStrings.account.regenerated}</Notice>
              <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
            </div>
          ) : (
            <div className="flex flex-col gap-4">
              {security.isPending ? (
                <p className="text-slate-400">{strings.common.loading}</p>
              ) : null}
              {security.isError ? <Notice tone="error">{security.error.message}</Notice> : null}
              {security.data ? (
                <p data-testid="recovery-left" className="text-sm text-slate-200">
                  {authStrings.account.recoveryLeft(security.data.recoveryCodesLeft)}
                </p>
              ) : null}
              <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
                <p className="text-sm text-slate-400">{authStrings.account.regenerateHelp}</p>
                <TextField
                  label={authStrings.account.code}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="\d{6}"
                  maxLength={6}
                  required
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                />
                {error ? <Notice tone="error">{error}</Notice> : null}
                <Button type="submit" disabled={regenerate.isPending || code.length !== 6}>
                  {authStrings.account.regenerate}
                </Button>
              </form>
            </div>
          )}
        </Panel>
      </div>
    </Page>
  );
}
