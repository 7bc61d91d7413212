import { type Account, ADMIN, PARTNER } from '../admin-accounts.ts';

/**
 * The accounts of the specs about staff roles and sign-in (roles.spec.ts, two-factor.spec.ts,
 * passkeys.spec.ts):
 * one list, so they share a server (its accounts are a worker option).
 */
export const EDITOR = {
  email: 'eeva.editor@lumen-legal.example',
  password: 'Toimetaja-2025-Parnu',
};
export const MOVER = {
  email: 'mart.mover@lumen-legal.example',
  password: 'Rollivahetus-2025-Voru',
};
export const SECURE = {
  email: 'sirje.secure@lumen-legal.example',
  password: 'Kaks-Sammu-2025-Rapla',
};
export const KEYS = {
  email: 'kaie.keys@lumen-legal.example',
  password: 'Paasuvoti-2025-Haapsalu',
};

export const STAFF_ACCOUNTS: [Account[], { scope: 'worker' }] = [
  [
    { ...ADMIN, role: 'admin' },
    { ...PARTNER, role: 'partner' },
    { ...EDITOR, role: 'editor' },
    { ...MOVER, role: 'editor' },
    { ...SECURE, role: 'sales' },
    { ...KEYS, role: 'editor' },
  ],
  { scope: 'worker' },
];
