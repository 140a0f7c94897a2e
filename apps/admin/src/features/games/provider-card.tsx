import type { AdminGameProvider } from '@orca/contracts';
import { Button } from '../../components/ui/button';
import { gamesStrings } from './strings';

const text = gamesStrings;

/** A game provider with its kind and number of games; a games manager switches it on and off. */
export function ProviderCard({
  provider,
  canManage,
  onToggle,
  isBusy,
}: {
  provider: AdminGameProvider;
  canManage: boolean;
  onToggle: () => void;
  isBusy: boolean;
}) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border border-ink-700 bg-ink-900 px-3 py-2">
      <div>
        <p className="text-sm font-semibold text-white">{provider.name}</p>
        <p className="text-xs text-slate-400">
          {text.providerKinds[provider.kind]} · {text.providerGames(provider.gameCount)} ·{' '}
          {provider.isEnabled ? text.enabled : text.disabled}
        </p>
      </div>
      {canManage ? (
        <Button
          variant={provider.isEnabled ? 'secondary' : 'primary'}
          disabled={isBusy}
          onClick={onToggle}
        >
          {provider.isEnabled
            ? text.disableProvider(provider.name)
            : text.enableProvider(provider.name)}
        </Button>
      ) : null}
    </li>
  );
}
