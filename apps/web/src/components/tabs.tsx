'use client';

import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

// The WAI-ARIA tabs pattern as Radix Tabs renders it (automatic activation, roving tabindex, looping
// arrow keys, Home/End, inactive panels unmounted), without its runtime in the home page's first load.

export type TabItem<V extends string> = { value: V; label: ReactNode; panel: ReactNode };

export function Tabs<V extends string>({
  value,
  onValueChange,
  label,
  items,
  listClassName,
  triggerClassName,
  panelClassName,
}: {
  value: V;
  onValueChange: (value: V) => void;
  label: string;
  items: TabItem<V>[];
  listClassName?: string;
  triggerClassName?: string;
  panelClassName?: string;
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const ids = (item: V) => ({ tab: `${baseId}-tab-${item}`, panel: `${baseId}-panel-${item}` });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    // Focus activates the tab it lands on (onFocus below), as Radix's automatic activation does.
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={listClassName}
      >
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={ids(item.value).tab}
              aria-selected={selected}
              aria-controls={ids(item.value).panel}
              data-state={selected ? 'active' : 'inactive'}
              tabIndex={selected ? 0 : -1}
              className={triggerClassName}
              onMouseDown={(event) => {
                // Only a plain left press activates; a ctrl-click (context menu on a Mac) leaves focus be.
                if (event.button === 0 && !event.ctrlKey) onValueChange(item.value);
                else event.preventDefault();
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={() => {
                if (!selected) onValueChange(item.value);
              }}
              onClick={() => {
                // A click with no mouse press first (assistive technology, a keyboard's Enter or Space).
                if (!selected) onValueChange(item.value);
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        item.value === value ? (
          <div
            key={item.value}
            role="tabpanel"
            id={ids(item.value).panel}
            aria-labelledby={ids(item.value).tab}
            data-state="active"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab stop after the tabs, as Radix and the ARIA tabs pattern give a panel
            tabIndex={0}
            className={panelClassName}
          >
            {item.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
