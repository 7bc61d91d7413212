import {
  compareEntities,
  ENTITY_LISTS,
  type EntityKind,
  type EntityRows,
} from '../../../../../shared/admin/entities.ts';
import type { ListQuery } from '../../../../../shared/admin/list.ts';
import { type ListState, useList } from '../../../sync/hooks.ts';

/** Every row of a kind: no search, no filter, one page. */
const EVERYTHING: ListQuery = { q: '', filters: {}, page: 1, selected: null };

/** Each kind's rows in the public pages' order (order_index, then name), live. */
export function useEntityLists(): { [K in EntityKind]: ListState<EntityRows[K]> } {
  // Always the same five hooks in the same order; the tables are small.
  return {
    team: useList(ENTITY_LISTS.team, EVERYTHING, compareEntities),
    advisory: useList(ENTITY_LISTS.advisory, EVERYTHING, compareEntities),
    investors: useList(ENTITY_LISTS.investors, EVERYTHING, compareEntities),
    partners: useList(ENTITY_LISTS.partners, EVERYTHING, compareEntities),
    people: useList(ENTITY_LISTS.people, EVERYTHING, compareEntities),
  };
}
