/** The admin home's cards, grouped as the spec's Admin area lists them. */
export type AdminLink = { title: string; description: string; to: string };
export type AdminSection = { heading: string; links: AdminLink[] };

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    heading: 'Management',
    links: [
      {
        title: 'Users',
        description: 'Names, roles, shops and organizations of every user.',
        to: '/admin/users',
      },
      {
        title: 'Shops',
        description: 'Shop details, login access and management systems.',
        to: '/admin/shops',
      },
      {
        title: 'Organizations',
        description: 'Organizations with their members, shops and API credentials.',
        to: '/admin/organizations',
      },
      { title: 'Quotes', description: 'Every quote across the shops.', to: '/admin/quotes' },
      {
        title: 'Conversations',
        description: 'Every conversation across the shops.',
        to: '/admin/conversations',
      },
    ],
  },
  {
    heading: 'Content',
    links: [
      {
        title: 'Knowledge Base',
        description: 'Knowledge base entries, shop level.',
        to: '/admin/knowledge-base',
      },
      {
        title: 'App Guidelines',
        description: 'Guidelines for the whole app, app level.',
        to: '/admin/app-guidelines',
      },
      {
        title: 'Part catalogue',
        description: 'Look up a part catalogue (PartsTech) by VIN and part number.',
        to: '/admin/part-catalogue',
      },
    ],
  },
  {
    heading: 'System',
    links: [
      {
        title: 'Auth APIs',
        description: 'Login access and tokens of the external APIs.',
        to: '/admin/auth-api',
      },
      {
        title: 'App Variables',
        description: 'Values the app reads while it runs.',
        to: '/admin/app-variables',
      },
      {
        title: 'App Settings',
        description: 'Settings that apply to the whole app.',
        to: '/admin/app-settings',
      },
    ],
  },
  {
    heading: 'Legacy',
    links: [
      {
        title: 'Network job search',
        description: 'The legacy search of past jobs across the shop network.',
        to: '/old',
      },
    ],
  },
];
