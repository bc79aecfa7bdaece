// Tabs in the WAI-ARIA pattern: one tab stop for the list, arrow keys and Home/End move between
// tabs and select them, and only the selected panel is rendered.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<Id extends string> {
  readonly id: Id;
  readonly label: ReactNode;
  /** Shown after the label, e.g. a count. */
  readonly badge?: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  readonly label: string;
  readonly tabs: readonly TabItem<Id>[];
  readonly selected: Id;
  readonly onSelect: (id: Id) => void;
  /** The selected tab's content. */
  readonly children: ReactNode;
  readonly className?: string;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  className,
}: TabsProps<Id>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: Id) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const index = tabs.findIndex((t) => t.id === selected);
    if (move === undefined || index < 0) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    if (next === undefined) return;
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.id))}`)?.focus();
  };
  return (
    <div className={`tabs ${className ?? ''}`.trim()}>
      <div ref={list} className="tabs-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className="tabs-tab"
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
              {tab.badge !== undefined && (
                <>
                  {' '}
                  <span className="tabs-badge">{tab.badge}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      <div id={panelId} className="tabs-panel" role="tabpanel" aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}
