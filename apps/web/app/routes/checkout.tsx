import { kitPath, type Quote } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useNavigation } from 'react-router';
import { loadCart } from '../features/cart/cart.server.ts';
import { CheckoutCart } from '../features/checkout/checkout-cart.tsx';
import { CheckoutForm } from '../features/checkout/checkout-form.tsx';
import {
  checkoutBodyOf,
  checkoutErrors,
  checkoutValuesOf,
  formErrorsOf,
  paymentOf,
  placeOrder,
  quoteCheckout,
} from '../features/checkout/checkout.server.ts';
import { ApiFailure } from '../lib/api.server.ts';
import { orderKeyCookie, setCookie } from '../lib/cookies.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import { useOnChange } from '../lib/use-on-change.ts';
import { getStore, getUser } from '../lib/session.server.ts';
import type { Route } from './+types/checkout';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'CHECKOUT.title'));
}

/**
 * An empty cart has nothing to check out; a blocked one goes back to the cart to be fixed. A gift
 * recipient (§6) gives only an address: the e-mail is the link's, the company pays.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [cart, user, store] = await Promise.all([
    loadCart(context),
    getUser(request, context),
    getStore(context),
  ]);
  const { gifting } = cart;
  if (gifting && cart.lines.length === 0) throw redirect(kitPath(gifting));
  if (cart.lines.length === 0 || cart.blocked) throw redirect('/cart');
  return {
    cart,
    email: gifting?.recipient_email ?? user?.email ?? '',
    gift: gifting
      ? { company: store.company_name, kitPath: kitPath(gifting), hidePrices: gifting.hide_prices }
      : null,
    idempotencyKey: crypto.randomUUID(),
  };
}

type ActionResult = {
  values: ReturnType<typeof checkoutValuesOf>;
  errors: Record<string, string>;
  quote: Quote | null;
  message: string | null;
  /** The card was declined: the next attempt needs a new Idempotency-Key. */
  declined?: boolean;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = checkoutValuesOf(form);
  const errors = checkoutErrors(values);
  const result = (fields: Partial<ActionResult>, status = 200) =>
    data<ActionResult>({ values, errors, quote: null, message: null, ...fields }, { status });
  if (Object.keys(errors).length) return result({}, 422);
  const body = checkoutBodyOf(values);
  /** The server's quote, or its refusal shown beside the fields. */
  const quoted = async () => {
    try {
      return { quote: await quoteCheckout(context, body) };
    } catch (error) {
      if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
      const fieldErrors = formErrorsOf(error);
      const message = Object.keys(fieldErrors).length ? null : error.message;
      return { refused: result({ errors: fieldErrors, message }, error.status) };
    }
  };
  if (form.get('intent') !== 'place') {
    const answer = await quoted();
    return answer.refused ?? result({ quote: answer.quote });
  }
  // Placing the order prices the cart, once: no quote is asked for first. The card goes along
  // when the page showed its fields (the quote the shopper saw wanted one); the server refuses a
  // payment that does not match the order's total.
  const payment = form.has('card_number') ? paymentOf(form) : undefined;
  const key = String(form.get('idempotencyKey'));
  const setCookies = new Headers();
  try {
    const order = await placeOrder(context, { ...body, payment }, key, setCookies);
    // A guest reads the order just placed with the key that placed it.
    setCookies.append('set-cookie', await setCookie(request, orderKeyCookie, key));
    return redirect(`/order-confirmation/${order.uuid}`, { headers: setCookies });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    // A refused order shows the page again as it was: the quote, or why there is none.
    const answer = await quoted();
    if (answer.refused) return answer.refused;
    const fieldErrors = formErrorsOf(error);
    return result({
      quote: answer.quote,
      errors: Object.fromEntries(
        Object.entries(fieldErrors).map(([k, v]) => [k.replace(/^payment\./, ''), v]),
      ),
      message: error.message,
      declined: error.status === 402,
    });
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // One key per page load (kept across re-renders), renewed only after a decline.
  const [key, setKey] = useState(loaderData.idempotencyKey);
  useOnChange(actionData?.declined ? actionData : null, () => setKey(crypto.randomUUID()));
  const { gift } = loaderData;
  return (
    <section className="mx-auto w-full max-w-6xl">
      {gift ? (
        <Link
          to={gift.kitPath}
          className="mb-4 inline-block text-sm text-brand-text hover:underline"
        >
          ← {t('GIFTING.backToKit')}
        </Link>
      ) : null}
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 nav:text-3xl">
        {t(gift ? 'GIFTING.recipientTitle' : 'CHECKOUT.title')}
      </h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <CheckoutForm
          values={actionData?.values ?? { email: loaderData.email }}
          errors={actionData?.errors ?? {}}
          quote={actionData?.quote ?? null}
          message={actionData?.message ?? null}
          idempotencyKey={key}
          busy={navigation.state !== 'idle'}
          giftFrom={gift?.company ?? null}
        />
        <CheckoutCart cart={loaderData.cart} hidePrices={gift?.hidePrices ?? false} />
      </div>
    </section>
  );
}
