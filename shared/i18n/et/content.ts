import type { Messages } from '../en/index.ts';

export const content: Messages['content'] = {};
