import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as ChevronDown from 'lucide-react/icons/chevron-down';
import * as ChevronLeft from 'lucide-react/icons/chevron-left';
import * as ChevronRight from 'lucide-react/icons/chevron-right';
import * as ChevronsLeft from 'lucide-react/icons/chevrons-left';
import * as ChevronsRight from 'lucide-react/icons/chevrons-right';
import * as Circle from 'lucide-react/icons/circle';
import * as CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import * as CircleCheck from 'lucide-react/icons/circle-check';
import * as ExternalLink from 'lucide-react/icons/external-link';
import * as Eye from 'lucide-react/icons/eye';
import * as EyeOff from 'lucide-react/icons/eye-off';
import * as Gift from 'lucide-react/icons/gift';
import * as Globe from 'lucide-react/icons/globe';
import * as Info from 'lucide-react/icons/info';
import * as LogOut from 'lucide-react/icons/log-out';
import * as Mail from 'lucide-react/icons/mail';
import * as Menu from 'lucide-react/icons/menu';
import * as Minus from 'lucide-react/icons/minus';
import * as Plus from 'lucide-react/icons/plus';
import * as Ruler from 'lucide-react/icons/ruler';
import * as Search from 'lucide-react/icons/search';
import * as ShoppingBag from 'lucide-react/icons/shopping-bag';
import * as SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import * as Star from 'lucide-react/icons/star';
import * as Trash2 from 'lucide-react/icons/trash';
import * as User from 'lucide-react/icons/user';
import * as X from 'lucide-react/icons/x';
import * as ZoomIn from 'lucide-react/icons/zoom-in';
import * as ZoomOut from 'lucide-react/icons/zoom-out';
import { pick, type IconModule } from './icons.tsx';

const MODULES: Record<string, IconModule> = {
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  Circle,
  CircleAlert,
  CircleCheck,
  ExternalLink,
  Eye,
  EyeOff,
  Gift,
  Globe,
  Info,
  LogOut,
  Mail,
  Menu,
  Minus,
  Plus,
  Ruler,
  Search,
  ShoppingBag,
  SlidersHorizontal,
  Star,
  Trash2,
  User,
  X,
  ZoomIn,
  ZoomOut,
};

/** The props the shop's icons are given (icons.tsx's callers), and some they might be. */
const PROPS: Record<string, unknown>[] = [
  {},
  { className: 'size-4 text-gray-400' },
  { className: '  size-4   lucide size-4 ' },
  { 'aria-hidden': true },
  { className: 'ml-1 inline size-3.5', 'aria-hidden': true },
  { 'aria-hidden': 'true', className: 'x' },
  { className: 'fill-current', strokeWidth: 0 },
  { strokeWidth: undefined },
  { 'aria-label': 'Close' },
  { role: 'img', title: 'Star' },
  { 'aria-label': undefined },
  { 'data-testid': 'icon', id: 'i1', style: { color: 'red' } },
  { size: 16, className: 'y' },
  { color: 'red' },
  { width: 20, height: 10 },
  { absoluteStrokeWidth: true },
];

describe('the shop icons', () => {
  it('draw the icon data of every lucide icon the shop picks', () => {
    for (const [name, module] of Object.entries(MODULES)) {
      expect(module.__iconData?.node.length, name).toBeGreaterThan(0);
    }
  });

  it('render exactly what lucide renders, for every icon and props', () => {
    for (const [name, module] of Object.entries(MODULES)) {
      const ShopIcon = pick(module.default, module.__iconData);
      for (const props of PROPS) {
        const ours = renderToStaticMarkup(createElement(ShopIcon, props));
        const lucide = renderToStaticMarkup(
          createElement(module.default, { strokeWidth: 1.8, ...props }),
        );
        expect(ours, `${name} ${JSON.stringify(props)}`).toBe(lucide);
      }
    }
  });
});
