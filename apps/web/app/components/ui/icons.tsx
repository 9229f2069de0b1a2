import {
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
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

/**
 * The shop's icons, picked here once from lucide: 24 × 24 strokes in currentColor, a little
 * lighter than lucide's default. Decorative (aria-hidden) unless the caller names them.
 */
function pick(Icon: LucideIcon) {
  return function ShopIcon(props: LucideProps) {
    return <Icon strokeWidth={1.8} {...props} />;
  };
}

export const SearchIcon = pick(Search);
export const CartIcon = pick(ShoppingBag);
export const MenuIcon = pick(Menu);
export const CloseIcon = pick(X);
export const ChevronDownIcon = pick(ChevronDown);
export const ChevronLeftIcon = pick(ChevronLeft);
export const ChevronRightIcon = pick(ChevronRight);
export const ChevronsLeftIcon = pick(ChevronsLeft);
export const ChevronsRightIcon = pick(ChevronsRight);
export const FilterIcon = pick(SlidersHorizontal);
export const PlusIcon = pick(Plus);
export const MinusIcon = pick(Minus);
export const ZoomInIcon = pick(ZoomIn);
export const ZoomOutIcon = pick(ZoomOut);
export const RulerIcon = pick(Ruler);
/** `fill-current` with no stroke draws it solid. */
export const StarIcon = pick(Star);
export const UserIcon = pick(User);
export const GlobeIcon = pick(Globe);
export const ExternalLinkIcon = pick(ExternalLink);
export const LogoutIcon = pick(LogOut);
export const CheckCircleIcon = pick(CircleCheck);
export const AlertCircleIcon = pick(CircleAlert);
export const InfoIcon = pick(Info);
export const EyeIcon = pick(Eye);
export const EyeOffIcon = pick(EyeOff);
export const CircleIcon = pick(Circle);
export const MailIcon = pick(Mail);
export const GiftIcon = pick(Gift);
export const TrashIcon = pick(Trash2);
