import type { Messages } from '../en/index.ts';

export const admin: Messages['admin'] = {};
