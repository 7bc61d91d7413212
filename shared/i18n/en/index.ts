import { auth } from './auth.ts';
import { content } from './content.ts';
import { core } from './core.ts';
import { forms } from './forms.ts';
import { pages } from './pages.ts';
import { validation } from './validation.ts';

/**
 * The English (en-GB) catalogue, one module per area. The Estonian catalogue must have exactly
 * this shape: a missing or extra key there fails the type-check. Placeholders are {name}.
 * The back office's catalogue (admin.ts) stays out of this one so it never reaches public pages.
 */
export const en = { ...core, pages, content, validation, forms, auth };

export type Messages = typeof en;
