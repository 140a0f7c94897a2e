import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs). Controlled,
 * so a page can keep the chosen tab in its address and links can open a tab directly.
 */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onValueChange,
}: {
  label: string;
  items: TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
}) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = items.find((item) => item.value === value) ?? items[0];
  const selectedIndex = selected ? items.indexOf(selected) : -1;

  // On a narrow screen the tab row scrolls sideways; keep the chosen tab in sight (without moving the page).
  useEffect(() => {
    const tab = refs.current[selectedIndex];
    const list = tab?.parentElement;
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    if (
      tab.offsetLeft < list.scrollLeft ||
      tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth
    )
      list.scrollLeft = tab.offsetLeft - 16;
  }, [selectedIndex]);

  // Tabs past the right edge are hinted at by a fade and an arrow, which scrolls them into sight.
  const listRef = useRef<HTMLDivElement | null>(null);
  const [hasMoreRight, setHasMoreRight] = useState(false);
  const measure = useCallback(() => {
    const list = listRef.current;
    setHasMoreRight(list !== null && list.scrollLeft + list.clientWidth < list.scrollWidth - 1);
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, items.length, selectedIndex]);

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onValueChange(item.value);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div className="relative mb-6">
        <div
          ref={listRef}
          onScroll={measure}
          role="tablist"
          aria-label={label}
          className="relative flex gap-1 overflow-x-auto border-b border-ink-700"
        >
          {items.map((item, index) => {
            const isSelected = item.value === selected?.value;
            return (
              <button
                key={item.value}
                ref={(node) => {
                  refs.current[index] = node;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${item.value}`}
                aria-selected={isSelected}
                aria-controls={`${baseId}-panel-${item.value}`}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => onValueChange(item.value)}
                onKeyDown={(event) => handleKeyDown(event, index)}
                className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors ${isSelected ? 'border-accent-400 text-white' : 'border-transparent text-slate-400 hover:text-slate-200'}`}
              >
                {item.label}
              </button>
            );
          })}
        </div>
        {hasMoreRight && (
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="tabs-more"
            onClick={() =>
              listRef.current?.scrollBy({
                left: listRef.current.clientWidth / 2,
                behavior: 'smooth',
              })
            }
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-end bg-gradient-to-l from-ink-950 via-ink-950/90 to-transparent pr-1 text-lg text-slate-300"
          >
            ›
          </button>
        )}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selected.value}`}
          aria-labelledby={`${baseId}-tab-${selected.value}`}
          tabIndex={0}
          className="focus-visible:outline-none"
        >
          {selected.content}
        </div>
      )}
    </div>
  );
}
