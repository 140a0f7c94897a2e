import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSections } from '../../../../lib/i18n';

/** Shows the children once the named string sections have loaded (`sections` a constant: a new list loads again). */
function SectionsGate({
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

function gated(sections: readonly string[], Table: ComponentType): ComponentType {
  return function GatedTable() {
    return (
      <SectionsGate sections={sections}>
        <Table />
      </SectionsGate>
    );
  };
}

/** A wheel table's client, shown once the table screens' strings (live.json) have arrived with it. */
export const withLiveSections = (Table: ComponentType) => gated(LIVE_SECTIONS, Table);

/** A card table's client, shown once the live tables' shared strings and the card games' own have arrived. */
export const withCardTableSections = (Table: ComponentType) => gated(CARD_TABLE_SECTIONS, Table);
