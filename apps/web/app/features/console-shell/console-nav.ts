import type { StoreRole } from '@storefront/contracts';
import {
  Boxes,
  CreditCard,
  ChartColumn,
  FileSpreadsheet,
  FileText,
  FolderTree,
  Gift,
  History,
  House,
  Inbox,
  Image,
  LayoutPanelTop,
  ListTree,
  Package,
  type LucideIcon,
  ScrollText,
  Settings,
  ShoppingBag,
  Tags,
  TicketPercent,
  UserRound,
  Users,
  Webhook,
} from 'lucide-react';

export type ConsoleNavItem = {
  to: string;
  /** Key under "nav" in the console translations, or a whole key when it has a dot. */
  label: string;
  icon: LucideIcon;
  /** Who sees the entry; the server enforces the same roles on every endpoint behind it. */
  roles: readonly StoreRole[];
};

const OWNER = ['owner'] as const;
const EVERYONE = ['owner', 'staff'] as const;

/** The console's areas, in the order the sidebar lists them. */
export const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  { to: '/admin', label: 'home', icon: House, roles: EVERYONE },
  { to: '/admin/orders', label: 'orders', icon: ShoppingBag, roles: EVERYONE },
  { to: '/admin/customers', label: 'people.nav.customers', icon: UserRound, roles: EVERYONE },
  { to: '/admin/inbox', label: 'people.nav.inbox', icon: Inbox, roles: EVERYONE },
  { to: '/admin/insights', label: 'insights', icon: ChartColumn, roles: OWNER },
  { to: '/admin/products', label: 'products', icon: Package, roles: EVERYONE },
  { to: '/admin/campaigns', label: 'gifting', icon: Gift, roles: OWNER },
  {
    to: '/admin/gift-cards',
    label: 'moneyAccess.nav.giftCards',
    icon: CreditCard,
    roles: EVERYONE,
  },
  {
    to: '/admin/promo-codes',
    label: 'moneyAccess.nav.promoCodes',
    icon: TicketPercent,
    roles: EVERYONE,
  },
  { to: '/admin/categories', label: 'categories', icon: FolderTree, roles: OWNER },
  { to: '/admin/brands', label: 'brands', icon: Tags, roles: OWNER },
  { to: '/admin/stock', label: 'stock', icon: Boxes, roles: EVERYONE },
  { to: '/admin/imports', label: 'imports', icon: FileSpreadsheet, roles: OWNER },
  { to: '/admin/pages', label: 'pages', icon: LayoutPanelTop, roles: OWNER },
  { to: '/admin/menu', label: 'menu', icon: ListTree, roles: OWNER },
  { to: '/admin/branding', label: 'branding', icon: Image, roles: OWNER },
  { to: '/admin/legal', label: 'legal', icon: FileText, roles: OWNER },
  { to: '/admin/versions', label: 'versions', icon: History, roles: OWNER },
  { to: '/admin/settings', label: 'settings', icon: Settings, roles: OWNER },
  { to: '/admin/team', label: 'team', icon: Users, roles: OWNER },
  { to: '/admin/webhooks', label: 'webhooks', icon: Webhook, roles: OWNER },
  { to: '/admin/audit-log', label: 'auditLog', icon: ScrollText, roles: OWNER },
];

export function navFor(role: StoreRole): ConsoleNavItem[] {
  return CONSOLE_NAV.filter((item) => item.roles.includes(role));
}
