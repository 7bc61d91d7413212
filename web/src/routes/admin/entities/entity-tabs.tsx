import { type KeyboardEvent, useRef } from 'react';
import { ENTITY_KINDS, type EntityKind } from '../../../../../shared/admin/entities.ts';
import { useAdminT } from '../use-admin-t.ts';

export const tabId = (kind: EntityKind) => `entities-tab-${kind}`;
export const panelId = (kind: EntityKind) => `entities-panel-${kind}`;

/**
 * The kinds as ARIA tabs (automatic activation): one stop in the tab order, the arrow keys,
 * Home and End move between tabs and show the tab they reach. Each names its count.
 */
export function EntityTabs(props: {
  selected: EntityKind;
  /** Undefined while the local copy is being read. */
  counts: Partial<Record<EntityKind, number>>;
  onSelect(kind: EntityKind): void;
}) {
  const t = useAdminT().entities;
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = ENTITY_KINDS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const kind = next === null ? undefined : ENTITY_KINDS[next];
    if (!kind) return;
    event.preventDefault();
    props.onSelect(kind);
    list.current?.querySelector<HTMLElement>(`#${tabId(kind)}`)?.focus();
  }

  return (
    <div ref={list} role="tablist" aria-label={t.tabsLabel} className="entity-tabs">
      {ENTITY_KINDS.map((kind, index) => {
        const selected = kind === props.selected;
        const count = props.counts[kind];
        return (
          <button
            key={kind}
            id={tabId(kind)}
            type="button"
            role="tab"
            className="entity-tabs__tab"
            aria-selected={selected}
            aria-controls={selected ? panelId(kind) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onSelect(kind)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {t.tabs[kind]}
            {count === undefined ? null : <span className="entity-tabs__count"> ({count})</span>}
          </button>
        );
      })}
    </div>
  );
}
