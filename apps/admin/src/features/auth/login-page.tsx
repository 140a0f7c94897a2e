import {
  OPERATOR_SESSION_IDLE_MINUTES,
  type OperatorLoginStep,
  type OperatorSession,
} from '@orca/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice, TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { operatorSession } from '../../lib/session';
import { strings } from '../../strings';
import { authStrings } from './strings';
import { confirmCode, logIn } from './api';
import { RecoveryCodes } from './recovery-codes';

/**
 * Password first, then the authenticator's code (or a recovery code); at the first log-in the code
 * step enrols the app by QR and then shows the recovery codes once, before the back office opens.
 */
/** Six digits from the app, or a recovery code of ten symbols (with or without its dash). */
const isCodeComplete = (code: string) =>
  /^\d{6}$/.test(code) || /^[0-9A-Za-z]{5}-?[0-9A-Za-z]{5}$/.test(code);

export function LoginPage() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<OperatorLoginStep | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // A session held back while the operator reads what this log-in tells them (new recovery codes, or how many are left).
  const [heldSession, setHeldSession] = useState<OperatorSession | null>(null);

  const enter = (session: OperatorSession) => {
    queryClient.setQueryData(queryKeys.me, session.operator);
    operatorSession.set(session.sessionid);
  };

  const run = async (action: () => Promise<void>) => {
    setIsBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      // A challenge that ran out (too slow, too many wrong codes) needs the password again.
      if (failure instanceof ApiError && failure.resultCode === 'login_challenge_expired')
        setStep(null);
    } finally {
      setIsBusy(false);
    }
  };

  const handlePassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setStep(await logIn(username, password));
      setPassword('');
      setCode('');
    });
  };

  const handleCode = (event: FormEvent) => {
    event.preventDefault();
    if (!step) return;
    void run(async () => {
      const session = await confirmCode(step.challenge, code.trim());
      if (session.recoveryCodes || session.recoveryCodesLeft !== undefined) setHeldSession(session);
      else enter(session);
    });
  };

  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-md rounded-2xl border border-ink-700 bg-ink-900 p-8 shadow-xl">
        <p className="text-xs font-semibold uppercase tracking-widest text-accent-400">
          {strings.appName}
        </p>
        {heldSession?.recoveryCodes ? (
          <div className="mt-4">
            <RecoveryCodes codes={heldSession.recoveryCodes} onDone={() => enter(heldSession)} />
          </div>
        ) : heldSession ? (
          <div className="mt-4 flex flex-col gap-4">
            <h1 className="text-xl font-semibold text-white">
              {authStrings.login.recoveryUsedTitle}
            </h1>
            <Notice tone="info">
              {authStrings.login.recoveryUsed(heldSession.recoveryCodesLeft ?? 0)}
            </Notice>
            <Button onClick={() => enter(heldSession)}>{authStrings.login.continue}</Button>
          </div>
        ) : step === null ? (
          <form className="mt-4 flex flex-col gap-4" onSubmit={handlePassword}>
            <h1 className="text-xl font-semibold text-white">{authStrings.login.title}</h1>
            <TextField
              label={authStrings.login.username}
              name="username"
              autoComplete="username"
              required
              maxLength={64}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
            <TextField
              label={authStrings.login.password}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={1024}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {error ? <Notice tone="error">{error}</Notice> : null}
            <Button type="submit" disabled={isBusy}>
              {authStrings.login.next}
            </Button>
            <p className="text-xs text-slate-500">
              {authStrings.login.idleNote(OPERATOR_SESSION_IDLE_MINUTES)}
            </p>
          </form>
        ) : (
          <form className="mt-4 flex flex-col gap-4" onSubmit={handleCode}>
            <h1 className="text-xl font-semibold text-white">
              {step.stage === 'enrol' ? authStrings.login.enrolTitle : authStrings.login.codeTitle}
            </h1>
            {step.stage === 'enrol' ? (
              <>
                <p className="text-sm text-slate-300">{authStrings.login.enrolHelp}</p>
                <img
                  src={step.qrDataUrl}
                  alt={authStrings.login.qrAlt}
                  width={240}
                  height={240}
                  className="mx-auto rounded-lg bg-white p-2"
                />
                <div>
                  <p className="text-xs font-medium uppercase tracking-wide text-slate-400">
                    {authStrings.login.secretLabel}
                  </p>
                  <code
                    data-testid="totp-secret"
                    className="mt-1 block break-all rounded-lg bg-ink-800 px-3 py-2 font-mono text-sm text-accent-400"
                  >
                    {step.secret}
                  </code>
                </div>
              </>
            ) : (
              <>
                <p className="text-sm text-slate-300">{authStrings.login.codeHelp}</p>
                <p className="text-xs text-slate-400">{authStrings.login.codeOrRecoveryHelp}</p>
              </>
            )}
            <TextField
              label={authStrings.login.code}
              name="code"
              inputMode={step.stage === 'enrol' ? 'numeric' : 'text'}
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={step.stage === 'enrol' ? 6 : 11}
              required
              autoFocus
              value={code}
              onChange={(event) =>
                setCode(
                  // At enrolment only the app's digits prove the secret arrived; afterwards a recovery code (letters, digits, a dash) will do too.
                  step.stage === 'enrol'
                    ? event.target.value.replace(/\D/g, '')
                    : event.target.value.replace(/[^0-9A-Za-z-]/g, ''),
                )
              }
            />
            {error ? <Notice tone="error">{error}</Notice> : null}
            <Button type="submit" disabled={isBusy || !isCodeComplete(code)}>
              {authStrings.login.confirm}
            </Button>
            <Button variant="ghost" onClick={() => setStep(null)}>
              {authStrings.login.startAgain}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
