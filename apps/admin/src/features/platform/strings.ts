/** The Platform section's words (the back office is English only; see src/strings.ts). */
export const platformStrings = {
  nav: 'Platform',
  title: 'Platform',
  subtitle:
    'Background jobs and event consumers. Refreshes every few seconds; jobs are as the instance that answers sees them.',
  jobs: 'Background jobs',
  consumers: 'Event consumers',
  updatedAt: (time: string) => `Updated ${time}`,
  job: 'Job',
  scope: 'Scope',
  scopes: { cluster: 'One instance', instance: 'Every instance' } as Record<string, string>,
  here: 'Runs here',
  leader: 'Yes (leader)',
  everywhere: 'Yes',
  follower: 'Not on this instance',
  firstTurn: 'Not asked yet (first turn pending)',
  state: 'State',
  running: 'Running',
  idle: 'Idle',
  failing: (count: number) => `Failing (${count} in a row)`,
  lastRun: 'Last run',
  never: 'Not yet',
  lastDuration: 'Last duration',
  runs: 'Runs',
  failedRuns: 'Failed runs',
  lastError: 'Last error',
  consumer: 'Consumer',
  source: 'Source',
  handled: 'Handled',
  behind: 'Events behind',
  lag: 'Lag',
  delay: 'Last event → effect',
  rate: 'Events/s',
  measuring: 'measuring…',
  lastEvent: 'Last event',
  cursorMoved: 'Cursor moved',
  secondsAgo: (seconds: number) =>
    seconds < 1
      ? 'just now'
      : seconds < 120
        ? `${Math.round(seconds)} s ago`
        : `${Math.round(seconds / 60)} min ago`,
  seconds: (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} s`,
  milliseconds: (value: number) =>
    value < 1_000 ? `${value} ms` : `${(value / 1_000).toFixed(1)} s`,
} as const;
