import { createElement } from 'react';
import type { LucideIcon, LucideIconData, LucideProps } from 'lucide-react';
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

/**
 * One of lucide's icon modules: its component, and the data it draws (`__iconData`, which each
 * icon module exports beside the component but its types do not name). An alias's module only
 * passes the component on, so the icons are imported by their own names (`trash`, not `trash-2`).
 * Each is read member by member, so the bundle makes no namespace object of the module.
 */
export type IconModule = { default: LucideIcon; __iconData?: LucideIconData };

/** The props lucide's component reads itself; with any of them the icon is lucide's own. */
const LUCIDE_OWN = ['color', 'size', 'width', 'height', 'absoluteStrokeWidth', 'nonScalingStroke'];

/**
 * The shop's icons, picked here once from lucide: 24 × 24 strokes in currentColor, a little
 * lighter than lucide's default. Decorative (aria-hidden) unless the caller names them.
 *
 * Drawn here from the icon's data, with the same markup as lucide's component (attributes in
 * its order, its classes, its aria-hidden), its paths made once per icon rather than on every
 * render: lucide builds the whole attribute set per icon per render through two components,
 * about a tenth of a product page's server render (decision 0032, round 5). Props only
 * lucide's component understands (size, colour…) still go to it. `icons.test.ts` renders every
 * icon both ways and compares the markup.
 */
export function pick(Icon: LucideIcon, data: LucideIconData | undefined) {
  if (!data) {
    return function ShopIcon(props: LucideProps) {
      return <Icon strokeWidth={1.8} {...props} />;
    };
  }
  const names = [`lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)];
  const base = ['lucide', ...names].join(' ');
  const size = data.size ?? 24;
  const viewBox = `0 0 ${data.width ?? size} ${data.height ?? size}`;
  // As lucide passes them: the drawn elements, then the (absent) children.
  const paths = [...data.node.map(([tag, attrs]) => createElement(tag, attrs)), undefined];
  return function ShopIcon(props: LucideProps) {
    if (props.children != null || LUCIDE_OWN.some((name) => name in props)) {
      return <Icon strokeWidth={1.8} {...props} />;
    }
    const { className, strokeWidth: given, ...rest } = props;
    // As `<Icon strokeWidth={1.8} {...props} />`: a stroke width given as undefined is lucide's 2.
    const strokeWidth = 'strokeWidth' in props ? (given ?? 2) : 1.8;
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? mergeClasses(base, className) : base,
        ...(namesItself(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      paths,
    );
  };
}

/** Lucide's class merge: each class once, in order of first appearance. */
function mergeClasses(base: string, extra: string) {
  const tokens = new Set(base.split(' '));
  for (const token of extra.split(/\s+/)) if (token) tokens.add(token);
  return [...tokens].join(' ');
}

/** As lucide decides whether an icon is named (then not hidden): an aria-*, role or title. */
function namesItself(props: Record<string, unknown>) {
  for (const name in props) {
    if (
      Object.prototype.hasOwnProperty.call(props, name) &&
      (name.startsWith('aria-') || name === 'role' || name === 'title') &&
      props[name] != null
    )
      return true;
  }
  return false;
}

export const SearchIcon = pick(Search.default, (Search as IconModule).__iconData);
export const CartIcon = pick(ShoppingBag.default, (ShoppingBag as IconModule).__iconData);
export const MenuIcon = pick(Menu.default, (Menu as IconModule).__iconData);
export const CloseIcon = pick(X.default, (X as IconModule).__iconData);
export const ChevronDownIcon = pick(ChevronDown.default, (ChevronDown as IconModule).__iconData);
export const ChevronLeftIcon = pick(ChevronLeft.default, (ChevronLeft as IconModule).__iconData);
export const ChevronRightIcon = pick(ChevronRight.default, (ChevronRight as IconModule).__iconData);
export const ChevronsLeftIcon = pick(ChevronsLeft.default, (ChevronsLeft as IconModule).__iconData);
export const ChevronsRightIcon = pick(
  ChevronsRight.default,
  (ChevronsRight as IconModule).__iconData,
);
export const FilterIcon = pick(
  SlidersHorizontal.default,
  (SlidersHorizontal as IconModule).__iconData,
);
export const PlusIcon = pick(Plus.default, (Plus as IconModule).__iconData);
export const MinusIcon = pick(Minus.default, (Minus as IconModule).__iconData);
export const ZoomInIcon = pick(ZoomIn.default, (ZoomIn as IconModule).__iconData);
export const ZoomOutIcon = pick(ZoomOut.default, (ZoomOut as IconModule).__iconData);
export const RulerIcon = pick(Ruler.default, (Ruler as IconModule).__iconData);
/** `fill-current` with no stroke draws it solid. */
export const StarIcon = pick(Star.default, (Star as IconModule).__iconData);
export const UserIcon = pick(User.default, (User as IconModule).__iconData);
export const GlobeIcon = pick(Globe.default, (Globe as IconModule).__iconData);
export const ExternalLinkIcon = pick(ExternalLink.default, (ExternalLink as IconModule).__iconData);
export const LogoutIcon = pick(LogOut.default, (LogOut as IconModule).__iconData);
export const CheckCircleIcon = pick(CircleCheck.default, (CircleCheck as IconModule).__iconData);
export const AlertCircleIcon = pick(CircleAlert.default, (CircleAlert as IconModule).__iconData);
export const InfoIcon = pick(Info.default, (Info as IconModule).__iconData);
export const EyeIcon = pick(Eye.default, (Eye as IconModule).__iconData);
export const EyeOffIcon = pick(EyeOff.default, (EyeOff as IconModule).__iconData);
export const CircleIcon = pick(Circle.default, (Circle as IconModule).__iconData);
export const MailIcon = pick(Mail.default, (Mail as IconModule).__iconData);
export const GiftIcon = pick(Gift.default, (Gift as IconModule).__iconData);
export const TrashIcon = pick(Trash2.default, (Trash2 as IconModule).__iconData);
