import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { loadSections } from '../../lib/i18n';

/** While a page's chunk arrives on a first visit, the layout shows around this. */
function PageFallback() {
  const { t } = useTranslation();
  return (
    <p role="status" className="animate-pulse px-4 py-10 text-center text-slate-400">
      {t('common.loading')}
    </p>
  );
}

/**
 * Every page except the home page is its own chunk, so the home page does not download every
 * screen. `load` imports what the page needs and returns the component to render; `sections` are
 * the locale sections it shows beyond those loaded at start (lib/i18n.ts), fetched alongside.
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  sections: readonly string[],
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return {
    hydrateFallbackElement: <PageFallback />,
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadSections(sections)]);
      return { Component };
    },
  };
}
