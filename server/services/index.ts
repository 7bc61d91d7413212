import type { ContentSource } from '../../shared/content-types.ts';
import type { AppDeps } from '../deps.ts';
import { createContentSource } from './content.ts';
import type { LeadWriter } from './leads/submit.ts';
import { createLeadWriter } from './leads/writer.ts';
import { pageTextRenderer } from './text-render.ts';

/**
 * The services that hold state, built once per application and handed to the routes that use
 * them (the one wiring point). Stateless services are plain functions of `deps` and need no
 * entry here.
 */
export interface Services {
  /** Batches lead submissions of every form (and the legacy newsletter path) together. */
  leads: LeadWriter;
  /** Published content for the public pages and the content API. */
  content: ContentSource;
}

export function createServices(deps: AppDeps): Services {
  return {
    leads: createLeadWriter(deps),
    content: createContentSource(deps.sql, deps.clock, pageTextRenderer(deps.workers, deps.config)),
  };
}
