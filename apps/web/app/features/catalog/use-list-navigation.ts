import {
  listStateSearch,
  readProductListState,
  withListChange,
  withPage,
  type ProductListState,
} from '@storefront/contracts';
import { useLocation, useNavigate, useNavigation } from 'react-router';

/**
 * Moves a product list to another state through its URL, so every state can be shared, reloaded
 * and reached with the back button. Changes of filters, sort or search go back to page 1.
 */
export function useListNavigation(state: ProductListState) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const next = navigation.location?.pathname === pathname ? navigation.location : null;
  // The state being loaded, so ticks and choices show at once and build on each other.
  const shown = next ? readProductListState(new URLSearchParams(next.search)) : state;
  return {
    shown,
    hrefOfPage: (page: number) => `${pathname}${listStateSearch(withPage(state, page))}`,
    change(change: Partial<Omit<ProductListState, 'page'>>, options: { replace?: boolean } = {}) {
      void navigate(`${pathname}${listStateSearch(withListChange(shown, change))}`, {
        preventScrollReset: true,
        replace: options.replace,
      });
    },
    /** True while this same list loads another state (the grid then shows skeletons). */
    loading: navigation.state === 'loading' && next !== null,
  };
}
