import type { Messages } from '../../../../shared/i18n/index.ts';

type ItemKey = keyof Messages['nav']['items'];

export interface NavLink {
  key: ItemKey;
  /** Path inside the site (localised at render time), optionally with a #anchor. */
  href: string;
}

export interface NavMenu {
  id: 'products' | 'solutions' | 'contact' | 'company';
  items: NavLink[];
}

/** The header's four dropdown menus (public-site §2); the mobile menu lists the same items. */
export const NAV_MENUS: NavMenu[] = [
  {
    id: 'products',
    items: [
      { key: 'allProducts', href: '/products' },
      { key: 'paas', href: '/products/paas' },
      { key: 'iaas', href: '/products/iaas' },
      { key: 'pricing', href: '/pricing' },
      { key: 'security', href: '/security' },
    ],
  },
  {
    id: 'solutions',
    items: [
      { key: 'allSolutions', href: '/solutions' },
      { key: 'legaltech', href: '/solutions#legaltech' },
      { key: 'hybridai', href: '/solutions#hybridai' },
      { key: 'industry', href: '/solutions#industry' },
      { key: 'compliance', href: '/solutions#compliance' },
      { key: 'useCase', href: '/solutions#use-case' },
    ],
  },
  {
    id: 'contact',
    items: [
      { key: 'contactUs', href: '/contact' },
      { key: 'sales', href: '/sales' },
      { key: 'support', href: '/support' },
    ],
  },
  {
    id: 'company',
    items: [
      { key: 'about', href: '/about' },
      { key: 'people', href: '/people' },
      { key: 'partners', href: '/partners' },
      { key: 'career', href: '/career' },
      { key: 'blog', href: '/blog' },
      { key: 'newsroom', href: '/newsroom' },
      { key: 'faq', href: '/faq' },
      { key: 'security', href: '/security' },
    ],
  },
];

export interface FooterColumn {
  id: keyof Messages['footer']['columns'];
  items: NavLink[];
}

/** The footer's six link columns. */
export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    id: 'product',
    items: [
      { key: 'paas', href: '/products/paas' },
      { key: 'iaas', href: '/products/iaas' },
      { key: 'pricing', href: '/pricing' },
      { key: 'security', href: '/security' },
    ],
  },
  {
    id: 'solutions',
    items: [
      { key: 'industry', href: '/solutions#industry' },
      { key: 'compliance', href: '/solutions#compliance' },
      { key: 'useCase', href: '/solutions#use-case' },
      { key: 'legaltech', href: '/solutions#legaltech' },
      { key: 'hybridai', href: '/solutions#hybridai' },
    ],
  },
  {
    id: 'partners',
    items: [
      { key: 'partners', href: '/partners' },
      { key: 'becomePartner', href: '/partners#become-partner' },
      { key: 'platformPartners', href: '/partners#platform-partners' },
      { key: 'partnerLogin', href: '/partners/login' },
    ],
  },
  {
    id: 'resources',
    items: [
      { key: 'blog', href: '/blog' },
      { key: 'newsroom', href: '/newsroom' },
      { key: 'faq', href: '/faq' },
      { key: 'docs', href: '/docs' },
      { key: 'api', href: '/api' },
      { key: 'status', href: '/status' },
    ],
  },
  {
    id: 'contact',
    items: [
      { key: 'contactUs', href: '/contact' },
      { key: 'sales', href: '/sales' },
      { key: 'support', href: '/support' },
    ],
  },
  {
    id: 'company',
    items: [
      { key: 'about', href: '/about' },
      { key: 'people', href: '/people' },
      { key: 'career', href: '/career' },
    ],
  },
];
