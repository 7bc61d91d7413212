/** The back office's screens, in the navigation's order; each `key` names its label in `nav`. */
export const NAV = [
  { to: '/admin', key: 'dashboard', end: true },
  { to: '/admin/blog', key: 'blog' },
  { to: '/admin/newsroom', key: 'newsroom' },
  { to: '/admin/newsletter', key: 'newsletter' },
  { to: '/admin/contacts', key: 'contacts' },
  { to: '/admin/partners', key: 'partners' },
  { to: '/admin/support', key: 'support' },
  { to: '/admin/sales', key: 'sales' },
  { to: '/admin/entities', key: 'entities' },
  { to: '/admin/settings', key: 'settings' },
  { to: '/admin/users', key: 'users' },
  { to: '/admin/sessions', key: 'sessions' },
  { to: '/admin/audit', key: 'audit' },
  { to: '/admin/mail', key: 'mail' },
  { to: '/admin/trash', key: 'trash' },
] as const;
