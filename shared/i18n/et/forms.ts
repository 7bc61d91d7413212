import type { Messages } from '../en/index.ts';

export const forms: Messages['forms'] = {};
