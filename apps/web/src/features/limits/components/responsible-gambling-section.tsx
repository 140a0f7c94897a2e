import { DepositLimitPanel } from './deposit-limit-panel';
import { SelfExclusionPanel } from './self-exclusion-panel';

/** The responsible-gambling part of My Account. */
export function ResponsibleGamblingSection() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DepositLimitPanel />
      <SelfExclusionPanel />
    </div>
  );
}
