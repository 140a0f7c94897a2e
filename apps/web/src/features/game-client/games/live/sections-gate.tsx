import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSections } from '../../../../lib/i18n';

/** Shows the children once the named string sections have loaded (`sections` a constant: a new list loads again). */
export function SectionsGate({
  sections,
  children,
}: {
  sections: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    let isCancelled = false;
    loadSections(sections).then(
      () => {
        if (!isCancelled) setIsReady(true);
      },
      () => undefined,
    );
    return () => {
      isCancelled = true;
    };
  }, [sections]);
  return isReady ? (
    children
  ) : (
    <p className="p-6 text-center text-slate-400">{t('common.loading')}</p>
  );
}

const LIVE_SECTIONS = ['live'] as const;
const CARD_TABLE_SECTIONS = ['live', 'liveCards'] as const;

/** The table screens' strings (live.json) arrive with the table, not with every game. */
export function LiveSectionsGate({ children }: { children: ReactNode }) {
  return <SectionsGate sections={LIVE_SECTIONS}>{children}</SectionsGate>;
}

/** The card tables' strings: the live tables' shared section and the card games' own. */
export function CardTableSectionsGate({ children }: { children: ReactNode }) {
  return <SectionsGate sections={CARD_TABLE_SECTIONS}>{children}</SectionsGate>;
}
