import type { Messages } from '../en/index.ts';

export const validation: Messages['validation'] = {};
