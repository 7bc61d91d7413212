import type { Messages } from '../en/index.ts';
import { auth } from './auth.ts';
import { content } from './content.ts';
import { core } from './core.ts';
import { forms } from './forms.ts';
import { pages } from './pages.ts';
import { validation } from './validation.ts';

export const et: Messages = { ...core, pages, content, validation, forms, auth };
