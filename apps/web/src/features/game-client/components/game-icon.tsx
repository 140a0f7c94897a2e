/** The game clients' line icons, drawn inline so every device shows the same thing. */
const PATHS = {
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  home: 'M3 11l9-7 9 7v9h-6v-6H9v6H3z',
  wallet: 'M3 7h15a3 3 0 0 1 3 3v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-3v3M16 13.5h.5',
  minus: 'M5 12h14',
  plus: 'M12 5v14M5 12h14',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  table: 'M4 5h16v14H4zM4 10h16M4 15h16M10 5v14',
  close: 'M6 6l12 12M18 6L6 18',
  shuffle: 'M4 7h3l10 10h3M4 17h3l3-3M14 10l3-3h3M18 5l2 2-2 2M18 15l2 2-2 2',
  trash: 'M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13',
  swap: 'M7 4L3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7',
  play: 'M7 4l13 8-13 8z',
  forward: 'M4 5l8 7-8 7zM12 5l8 7-8 7z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  gem: 'M6 4h12l4 6-10 11L2 10zM2 10h20M9 4l3 17M15 4l-3 17',
  bomb: 'M10 8a7 7 0 1 0 .01 0zM14 6l2-2M17 3l1 1M16 7l3-1',
} as const;

export type GameIconName = keyof typeof PATHS;

export function GameIcon({
  name,
  className = 'h-5 w-5',
}: {
  name: GameIconName;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
