import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { removeDataTemplates } from './data-templates.ts';

/**
 * The e2e tests run against the production build; build it when missing or stale. Seeded data
 * templates of an earlier run may come from another build: they are made anew.
 */
export default async function globalSetup(): Promise<void> {
  await buildIfStale();
  removeDataTemplates();
}
