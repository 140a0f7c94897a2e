import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { authStrings } from './strings';

/**
 * A fresh set of recovery codes, shown once: the operator copies them and confirms they are saved
 * before going on, since the server keeps only their hashes.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const checkboxId = useId();
  const [isSaved, setIsSaved] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyState('copied');
    } catch {
      // A browser without clipboard access (an http address, a denied permission): the codes stay on screen to copy by hand.
      setCopyState('failed');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{authStrings.recovery.title}</h2>
      <p className="text-sm text-slate-300">{authStrings.recovery.help}</p>
      <ol
        aria-label={authStrings.recovery.listLabel}
        data-testid="recovery-codes"
        className="grid grid-cols-1 gap-2 rounded-lg bg-ink-800 p-4 font-mono text-base text-accent-400 min-[420px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void handleCopy()}>
          {authStrings.recovery.copy}
        </Button>
        {copyState === 'copied' ? (
          <span role="status" className="text-sm text-accent-400">
            {authStrings.recovery.copied}
          </span>
        ) : null}
        {copyState === 'failed' ? (
          <span role="status" className="text-sm text-slate-300">
            {authStrings.recovery.copyFailed}
          </span>
        ) : null}
      </div>
      <label htmlFor={checkboxId} className="flex items-center gap-2 text-sm text-slate-200">
        <input
          id={checkboxId}
          type="checkbox"
          className="h-4 w-4 accent-accent-500"
          checked={isSaved}
          onChange={(event) => setIsSaved(event.target.checked)}
        />
        {authStrings.recovery.saved}
      </label>
      <Button disabled={!isSaved} onClick={onDone}>
        {authStrings.recovery.continue}
      </Button>
    </div>
  );
}
