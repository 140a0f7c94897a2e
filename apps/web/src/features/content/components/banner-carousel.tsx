import type { Banner } from '@orca/contracts';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaQuery } from '../../../lib/media-query';
import { useBanners } from '../api/banners';
import { ContentImage } from './content-image';

/** How long a banner stays before the next one, when the carousel turns by itself. */
export const BANNER_INTERVAL_MS = 6_000;
/** A horizontal drag longer than this (px) on a phone turns the carousel. */
const SWIPE_MIN_PX = 40;
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The index `step` away from `index` in a ring of `count`. */
export const stepIn = (index: number, step: number, count: number) =>
  (((index + step) % count) + count) % count;

function Slide({
  banner,
  isCurrent,
  label,
}: {
  banner: Banner;
  isCurrent: boolean;
  label: string;
}) {
  const body = (
    <>
      <ContentImage src={banner.imageUrl} seed={banner.url} className="absolute inset-0 h-full" />
      <div className="absolute inset-0 bg-gradient-to-r from-ink-950/85 via-ink-950/40 to-transparent" />
      <div className="relative flex h-full max-w-xl flex-col justify-center p-5 pb-12 sm:p-8 md:p-10">
        <h2 className="text-2xl font-black text-white sm:text-3xl md:text-4xl">{banner.title}</h2>
        {banner.summary && (
          <p className="mt-2 text-sm text-slate-200 sm:text-base">{banner.summary}</p>
        )}
      </div>
    </>
  );
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!isCurrent}
      inert={!isCurrent}
      lang={banner.language}
      className={`absolute inset-0 transition-opacity duration-500 motion-reduce:transition-none ${isCurrent ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      data-testid="banner-slide"
    >
      {banner.link ? (
        <Link to={banner.link} className="block h-full">
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}

/**
 * The home page's banner carousel (operator-managed, GET /banners), after the WAI-ARIA carousel
 * pattern: previous/next and per-slide buttons, a pause button; it turns by itself only when the
 * visitor allows motion, and stops while the pointer or focus is on it. Phones swipe. Nothing is
 * drawn when there are no banners.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const query = useBanners();
  const banners = query.data?.banners ?? [];
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isStopped, setIsStopped] = useState(false);
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const swipeStart = useRef<number | null>(null);
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const isRotating = count > 1 && !prefersReducedMotion && !isStopped && !isHovered && !isFocused;

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setTimeout(
      () => setIndex((value) => stepIn(value, 1, count)),
      BANNER_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isRotating, current, count]);

  // While the banners load, their room is kept: the page below does not move when they arrive.
  if (query.isPending)
    return (
      <div
        aria-hidden="true"
        className="mb-6 h-48 rounded-3xl border border-ink-700 bg-ink-900/60 sm:h-56 md:h-72"
      />
    );
  if (count === 0) return null;
  const go = (step: number) => setIndex(stepIn(current, step, count));

  function handlePointerDown(event: PointerEvent) {
    if (event.pointerType === 'touch') swipeStart.current = event.clientX;
  }
  function handlePointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_MIN_PX) go(distance < 0 ? 1 : -1);
  }

  const arrow =
    'grid h-9 w-9 place-items-center rounded-full bg-ink-950/70 text-white ring-1 ring-white/20 hover:bg-ink-800';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.carousel.label')}
      className="relative mb-6 select-none"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
    >
      <div
        aria-live={isRotating ? 'off' : 'polite'}
        className="relative h-48 touch-pan-y overflow-hidden rounded-3xl border border-ink-700 sm:h-56 md:h-72"
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {banners.map((banner, position) => (
          <Slide
            key={banner.url}
            banner={banner}
            isCurrent={position === current}
            label={t('home.carousel.slide', { index: position + 1, count })}
          />
        ))}
      </div>
      {count > 1 && (
        <div className="absolute right-3 bottom-3 left-3 flex items-center justify-between gap-2">
          <div className="flex gap-1.5">
            {banners.map((banner, position) => (
              <button
                key={banner.url}
                type="button"
                aria-label={t('home.carousel.show', { title: banner.title })}
                aria-current={position === current}
                onClick={() => setIndex(position)}
                className="grid h-6 w-6 place-items-center"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${position === current ? 'w-5 bg-accent-400' : 'w-2 bg-white/50'}`}
                />
              </button>
            ))}
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              className={arrow}
              onClick={() => setIsStopped((value) => !value)}
              aria-label={isStopped ? t('home.carousel.play') : t('home.carousel.pause')}
            >
              <span aria-hidden="true">{isStopped ? '▶' : '❚❚'}</span>
            </button>
            <button
              type="button"
              className={arrow}
              onClick={() => go(-1)}
              aria-label={t('home.carousel.previous')}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={arrow}
              onClick={() => go(1)}
              aria-label={t('home.carousel.next')}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
