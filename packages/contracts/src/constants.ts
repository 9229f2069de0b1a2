/** Business constants of spec §9. */
export const PRODUCTS_PER_ROW_DEFAULT = 4;
export const PAGE_SIZE_WIDGET = 12;
export const PAGE_SIZE_LIST = 9;
export const PRODUCTS_TO_SHOW_CAP = 12;
export const SIMILAR_PRODUCTS = 3;
export const ORDER_PAGE_SIZES = [5, 10, 15] as const;
export const SEARCH_RESULTS = 10;

export const BREAKPOINTS = {
  threeColumns: 1200,
  twoColumns: 920,
  mobileFilters: 768,
  mobileNav: 600,
  productCarousel: 576,
} as const;

export const DEBOUNCE_MS = { search: 300, ordersSearch: 1000 } as const;
export const SWIPE_THRESHOLD_PX = 50;
export const ZOOM = { step: 0.1, min: 0.5, max: 1.5 } as const;
export const DESCRIPTION_COLLAPSED = { bullets: 4, words: 25 } as const;
/** Product card swatches: how many show before '+N', and the brightness above which one gets a border. */
export const CARD_SWATCHES = { max: 5, borderAbove: 220 } as const;
export const PAGINATOR_LINKS = 5;
/** Skeleton cards while a list loads (§4). */
export const SKELETONS = { widget: 8, list: 6 } as const;
export const TOAST_LIFE_MS = 3000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const GIFT_NOTE_MAX = 100;

/* Business limits of the amounts a request may carry: a merchandise store's, not a bank's. */
/** Units of one product in one cart line. */
export const CART_LINE_QUANTITY_MAX = 10_000;
/** The smallest custom gift-card amount ($1). */
export const GIFT_CARD_AMOUNT_MIN_CENTS = 100;
/** A store's ceiling of a custom gift-card amount unless its owner sets another ($1,000). */
export const GIFT_CARD_AMOUNT_MAX_CENTS_DEFAULT = 100_000;
/** The highest ceiling a store may set ($10,000). */
export const GIFT_CARD_AMOUNT_MAX_CENTS = 1_000_000;
/** The largest order the store takes ($1,000,000); larger carts are refused at checkout. */
export const ORDER_TOTAL_MAX_CENTS = 100_000_000;
/** The largest amount of money one column holds ($10,000,000, e.g. a kit's budget): far below int4. */
export const MONEY_MAX_CENTS = 1_000_000_000;
export const IMAGE_MAX_BYTES = 10_485_760;
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const SIZE_ORDER = [
  'XXS',
  'XS',
  'S',
  'M',
  'L',
  'XL',
  '2XL',
  'XXL',
  '3XL',
  'XXXL',
  '4XL',
  'XXXXL',
  '5XL',
  '6XL',
] as const;

export const SORT_OPTIONS = [
  { id: 'newest', label: 'Newest', name: 'created_at', code: 'desc' },
  { id: 'price-asc', label: 'Price Low to High', name: 'final_price', code: 'asc' },
  { id: 'price-desc', label: 'Price High to Low', name: 'final_price', code: 'desc' },
  { id: 'name-asc', label: 'Name Asc', name: 'name', code: 'asc' },
  { id: 'name-desc', label: 'Name Desc', name: 'name', code: 'desc' },
] as const;

/** Figures the legal pages promise (§9 policy content). */
export const POLICY = {
  lastUpdated: 'March 2022',
  dataRequestDays: 45,
  dataRequestExtensionDays: 45,
  dataRequestLookbackMonths: 12,
  childrenAgeLimit: 13,
  minorsRemovalAge: 18,
  productionBusinessDays: [7, 10],
  shippingBusinessDays: [2, 7],
  damageClaimDays: 7,
} as const;

/**
 * What zod's `z.email()` accepts (its `z.regexes.email`), for checks in the browser that load no
 * zod; a test keeps the two the same.
 */
export const EMAIL_PATTERN =
  // Written as zod writes it, escapes and all, so the test can compare the two.
  // eslint-disable-next-line no-useless-escape
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
