import { buildIfStale } from '../../scripts/build-if-stale.ts';

/** The e2e tests run against the production build; build it when missing or stale. */
export default async function globalSetup(): Promise<void> {
  await buildIfStale();
}
