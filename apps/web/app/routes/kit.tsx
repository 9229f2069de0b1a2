import {
  GiftingTokens,
  kitPath,
  type Cart,
  type Kit,
  type ProductDetail as Product,
} from '@storefront/contracts';
import { data, redirect, useFetcher, useLocation, useNavigate } from 'react-router';
import {
  changeQuantity,
  emptyCart,
  enterGifting,
  loadCart,
  removeLine,
} from '../features/cart/cart.server.ts';
import { KitError, type KitFailure } from '../features/gifting/kit-error.tsx';
import { KitLeaveGuard } from '../features/gifting/kit-leave-guard.tsx';
import { KitPage } from '../features/gifting/kit-page.tsx';
import { KitProductView } from '../features/gifting/kit-product-view.tsx';
import { kitSelection } from '../features/gifting/kit-selection.ts';
import { kitFailureOf, loadKit, loadKitProduct } from '../features/gifting/kit.server.ts';
import { ProductDetail, type AddToCartResult } from '../features/catalog/product-detail.tsx';
import { useToast } from '../features/shell/toasts.tsx';
import { ApiFailure } from '../lib/api.server.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import { currentPath, getStore } from '../lib/session.server.ts';
import type { Route } from './+types/kit';

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, metaText(matches, 'GIFTING.kitTitle')),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/**
 * The recipient's link (§4 Gifting mode): its tokens go into the cart, then the kit shows, or a
 * single product of it with `?product=slug`. Without a link the cart is emptied.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const setCookies = new Headers();
  const failed = (failure: KitFailure) =>
    data({ failure, view: null }, { status: 404, headers: setCookies });
  const cart = await loadCart(context, setCookies);
  const tokens = GiftingTokens.safeParse({
    token: url.searchParams.get('token'),
    user_token: url.searchParams.get('user_token'),
  });
  if (!tokens.success) {
    if (!cart.lines.length && !cart.gifting) return failed('loadFailed');
    await emptyCart(context, setCookies);
    throw redirect('/kit', { headers: setCookies });
  }
  const kit = await loadKit(context, tokens.data);
  if (typeof kit === 'string') return failed(kit);
  if (
    cart.gifting?.token !== tokens.data.token ||
    cart.gifting.user_token !== tokens.data.user_token
  ) {
    const entered = await enterGifting(context, tokens.data, setCookies).catch(kitFailureOf);
    if (typeof entered === 'string') return failed(entered);
    // The shell read the cart beside this loader: load again so it shows gifting mode.
    throw redirect(currentPath(request), { headers: setCookies });
  }
  const slug = url.searchParams.get('product');
  const shown = kit.products.find((p) => p.slug === slug);
  const store = await getStore(context);
  const view = {
    kit,
    cart,
    product: shown ? await loadKitProduct(context, shown.slug) : null,
    listPath: kitPath(tokens.data),
    hidePrices: kit.hide_prices || store.disabled_prices,
  };
  return data({ failure: null, view }, { headers: setCookies });
}

/** Discard (the gifting banner's) empties the cart and goes home; a slot's remove takes one off. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const setCookies = new Headers();
  if (form.get('intent') === 'discard') {
    await emptyCart(context, setCookies);
    return redirect('/', { headers: setCookies });
  }
  const lineId = Number(form.get('lineId'));
  const quantity = Number(form.get('quantity'));
  try {
    if (quantity > 1) await changeQuantity(context, lineId, quantity - 1, setCookies);
    else await removeLine(context, lineId, setCookies);
    return data({ error: null }, { headers: setCookies });
  } catch (error) {
    if (error instanceof ApiFailure && error.status < 500)
      return data({ error: error.message }, { status: error.status, headers: setCookies });
    throw error;
  }
}

export default function KitRoute({ loaderData }: Route.ComponentProps) {
  const show = useToast();
  const { failure, view } = loaderData;
  if (failure || !view) return <KitError failure={failure ?? 'loadFailed'} />;
  const missing = kitSelection(view.kit, view.cart).missingRequired.length > 0;
  return (
    <>
      {view.product ? (
        <KitProduct key={view.product.id} {...view} product={view.product} />
      ) : (
        <KitPage {...view} onError={(message) => show('error', message)} />
      )}
      <KitLeaveGuard active={missing} />
    </>
  );
}

type KitProductProps = {
  kit: Kit;
  cart: Cart;
  product: Product;
  listPath: string;
  hidePrices: boolean;
};

/** The single-product view: Add to Cart goes back to the list instead of opening the dialog. */
function KitProduct({ kit, cart, product, listPath, hidePrices }: KitProductProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const adder = useFetcher<AddToCartResult>();
  const maxQuantity = kitSelection(kit, cart).maxQuantityOf(product.id);
  const stateVariantId = (location.state as { variantId?: number } | null)?.variantId ?? null;
  return (
    <KitProductView listPath={listPath} maxQuantity={maxQuantity}>
      <ProductDetail
        product={product}
        hidePrices={hidePrices}
        stateVariantId={stateVariantId}
        onAdd={(line) =>
          void adder.submit(line, {
            method: 'post',
            action: '/cart/add',
            encType: 'application/json',
          })
        }
        adding={adder.state !== 'idle'}
        added={adder.data}
        kit={{ maxQuantity, onItemAdded: () => void navigate(listPath) }}
      />
    </KitProductView>
  );
}
