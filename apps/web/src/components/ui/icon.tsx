/** Line icons drawn inline, so they look the same on every device whatever emoji font it has. */
const PATHS: Record<string, string> = {
  football: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8l4 3-1.5 4.5h-5L8 11z',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z',
  ticket: 'M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3zM14 4v16',
  target:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 4a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  crown: 'M3 8l4 4 5-6 5 6 4-4-2 10H5z',
  slots: 'M4 5h16v14H4zM9 5v14M15 5v14M6 12h1M11.5 12h1M17 12h1',
  cards: 'M7 3h10v16H7zM4 6l3-1M20 6l-3-1M12 8l2 3-2 3-2-3z',
  wheel: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 0v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6 5.6 18.4',
  rocket:
    'M12 3c4 2 6 6 5 11l-5 3-5-3c-1-5 1-9 5-11zM12 9a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM8 17l-2 4M16 17l2 4',
  megaphone: 'M3 10v4h3l8 5V5L6 10zM18 9a3 3 0 0 1 0 6',
  trophy: 'M8 4h8v6a4 4 0 0 1-8 0zM8 6H4a4 4 0 0 0 4 4M16 6h4a4 4 0 0 1-4 4M12 14v4M8 20h8',
  news: 'M4 5h13v14H4zM17 9h3v8a2 2 0 0 1-2 2M7 8h7M7 12h7M7 16h4',
  handshake: 'M3 11l5-5 4 3 4-3 5 5-5 5-4-3-4 3z',
  chat: 'M4 5h16v10H9l-5 4z',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  home: 'M3 11l9-7 9 7v9h-6v-6H9v6H3z',
  user: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 21c1-4 4-6 8-6s7 2 8 6',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v11H4a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11v3M15 12h5v4h-5z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  menu: 'M4 7h16M4 12h16M4 17h16',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
};

export function Icon({ name, className = 'h-5 w-5' }: { name: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={PATHS[name] ?? PATHS.target} />
    </svg>
  );
}
