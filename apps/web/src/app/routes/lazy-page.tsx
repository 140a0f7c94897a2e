import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { loadSections } from '../../lib/i18n';

/** While a page's chunk arrives on a first visit, the layout shows around this (a Suspense fallback). */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <p role="status" className="animate-pulse px-4 py-10 text-center text-slate-400">
      {t('common.loading')}
    </p>
  );
}

/** What a lazy page's route carries in its `handle`: the start of its load, for the first page of a visit. */
export interface LazyPageHandle {
  preload: () => Promise<unknown>;
}

export const isLazyPageHandle = (handle: unknown): handle is LazyPageHandle =>
  typeof handle === 'object' && handle !== null && 'preload' in handle;

/**
 * Every page except the home page is its own chunk, so the home page does not download every
 * screen. `load` imports what the page needs and returns the component to render; `sections` are
 * the locale sections it shows beyond those loaded at start (lib/i18n.ts), fetched alongside. The
 * page's load starts when it is first rendered, or at start for the address the visit opens with
 * (router.tsx, preloadFirstPage).
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  sections: readonly string[],
): Pick<RouteObject, 'element' | 'handle'> {
  let page: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (page ??= Promise.all([load(), loadSections(sections)]).then(([Component]) => ({
      default: Component,
    })));
  const Page = lazy(preload);
  const handle: LazyPageHandle = { preload };
  return { element: <Page />, handle };
}
