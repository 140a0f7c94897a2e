import { DepositLimitPanel } from './deposit-limit-panel';
import { PlayerLimitsPanel } from './player-limits-panel';
import { RealityCheckPanel } from './reality-check-panel';
import { SelfExclusionPanel } from './self-exclusion-panel';
import { TimeOutPanel } from './time-out-panel';

/** The responsible-gambling part of My Account: limits first, then the breaks from play. */
export function ResponsibleGamblingSection() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DepositLimitPanel />
      <PlayerLimitsPanel />
      <RealityCheckPanel />
      <TimeOutPanel />
      <SelfExclusionPanel />
    </div>
  );
}
