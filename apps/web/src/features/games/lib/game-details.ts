import type { TFunction } from 'i18next';

/** "96.02" → "96.02 %" in the interface language. */
export function formatRtp(rtp: string, language: string): string {
  const value = Number(rtp);
  if (!Number.isFinite(value)) return rtp;
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value / 100);
}

/**
 * The catalogue describes a layout in English ("5x3 20 lines", "5x3 243 ways", "6 reels
 * megaways", "instant"); the known forms are shown in the interface language, anything else as given.
 */
export function formatLayout(layout: string, t: TFunction, language: string): string {
  const number = (value: string) => new Intl.NumberFormat(language).format(Number(value));
  const grid = /^(\d+)x(\d+) (\d+) (lines|ways)$/.exec(layout);
  if (grid) {
    const [, reels = '', rows = '', count = '', kind] = grid;
    return t(kind === 'lines' ? 'games.layout.lines' : 'games.layout.ways', {
      grid: `${reels}×${rows}`,
      count: number(count),
    });
  }
  const megaways = /^(\d+) reels megaways$/.exec(layout);
  if (megaways) return t('games.layout.megaways', { reels: number(megaways[1] ?? '') });
  if (layout === 'instant') return t('games.layout.instant');
  if (layout === 'live table') return t('games.layout.liveTable');
  return layout;
}

/** "free-spin-multiplier" → "Free spin multiplier", for a feature the translations do not name yet. */
export function humanize(code: string): string {
  const text = code.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
