import { useId } from 'react';

/** Two hues from a text, so an entry without an image keeps its own look. */
function huesOf(seed: string): [number, number] {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  hash = Math.round(hash * 137.5) % 360;
  return [hash, (hash + 140) % 360];
}

/** An entry's picture, or a drawn gradient in its place when the operator uploaded none. Decorative: the title says what it is. */
export function ContentImage({
  src,
  seed,
  className = '',
}: {
  src: string | null;
  seed: string;
  className?: string;
}) {
  const gradient = useId();
  if (src)
    return (
      <img src={src} alt="" loading="lazy" className={`block w-full object-cover ${className}`} />
    );
  const [from, to] = huesOf(seed);
  return (
    <svg
      viewBox="0 0 320 160"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      className={`block w-full ${className}`}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${from} 65% 30%)`} />
          <stop offset="1" stopColor={`hsl(${to} 60% 16%)`} />
        </linearGradient>
      </defs>
      <rect width="320" height="160" fill={`url(#${gradient})`} />
      <circle cx="260" cy="30" r="70" fill={`hsl(${to} 80% 60% / 0.18)`} />
      <circle cx="40" cy="150" r="50" fill={`hsl(${from} 80% 65% / 0.16)`} />
    </svg>
  );
}
