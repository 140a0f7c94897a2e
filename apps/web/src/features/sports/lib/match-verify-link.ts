/**
 * The verifier's address for a virtual match whose seed is revealed: the seed and the league and teams whose
 * published ratings the timeline is computed from. Null before full time (the seed is still secret).
 */
export function matchVerifyLink(event: {
  serverSeed: string | null;
  serverSeedHash: string;
  tournament: { id: string };
  home: { id: string };
  away: { id: string };
}): string | null {
  if (!event.serverSeed) return null;
  const query = new URLSearchParams({
    game: 'virtual_football',
    serverSeed: event.serverSeed,
    league: event.tournament.id,
    home: event.home.id,
    away: event.away.id,
    serverSeedHash: event.serverSeedHash,
  });
  return `/provably-fair?${query.toString()}`;
}
