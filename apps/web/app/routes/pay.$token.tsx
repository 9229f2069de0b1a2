import { PayDraftBody, PayDraftResponse, formatMoney } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { CardFields } from '../features/checkout/card-fields.tsx';
import { paymentOf } from '../features/checkout/checkout.server.ts';
import { ApiFailure, apiJson, rethrowAsPageError } from '../lib/api.server.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import { getStore } from '../lib/session.server.ts';
import type { Route } from './+types/pay.$token';

/*
 * The shopper's page for an order the store prepared for them (decision 0025): the lines, address
 * and totals priced now, and the card form of the store's payment provider. The link works once.
 */

const pathOf = async (context: Route.LoaderArgs['context'], token: string) =>
  `/storefronts/${(await getStore(context)).id}/draft-orders/pay/${encodeURIComponent(token)}`;

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, metaText(matches, 'PAY_LINK.title')),
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const path = await pathOf(context, params.token);
  return { view: (await apiJson(context, path, PayDraftResponse).catch(rethrowAsPageError)).data };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = PayDraftBody.safeParse({ payment: paymentOf(form) });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path.at(-1))] ??= issue.message;
    return { message: null, errors };
  }
  try {
    await apiJson(context, await pathOf(context, params.token), PayDraftResponse, {
      method: 'POST',
      json: parsed.data,
    });
    return { message: null, errors: {} as Record<string, string> };
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return { message: error.message, errors: {} as Record<string, string> };
  }
}

export default function PayLink({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { view } = loaderData;
  const navigation = useNavigation();
  const money = (cents: number) => formatMoney(cents, view.quote.currency, i18n.language);
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const a = view.shipping_address;
  return (
    <section className="mx-auto w-full max-w-3xl" data-testid="pay-link">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 nav:text-3xl">
        {t('PAY_LINK.title')}
      </h1>
      {view.status === 'paid' ? (
        <div className="mt-6 space-y-4" role="status">
          <p className="text-gray-800">{t('PAY_LINK.paid', { email: view.email })}</p>
          <Link to="/products" className={buttonVariants()}>
            {t('CART.continueShopping')}
          </Link>
        </div>
      ) : view.status !== 'open' ? (
        <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900" role="status">
          {t(`PAY_LINK.${view.status}`)}
        </p>
      ) : (
        <>
          <p className="mt-2 text-gray-700">
            {t('PAY_LINK.intro', {
              name: view.name,
              date: new Date(view.expires_at).toLocaleDateString(i18n.language, {
                dateStyle: 'long',
              }),
            })}
          </p>
          <ul className="mt-6 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {view.lines.map((line) => (
              <li key={line.id} className="flex gap-3 p-4 text-sm">
                {line.image ? (
                  <img
                    src={line.image}
                    alt=""
                    className="size-16 shrink-0 rounded-lg bg-gray-50 object-contain"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{line.name}</p>
                  <p className="text-gray-600">
                    {[line.color, line.size, `× ${line.quantity}`].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <span className="font-medium whitespace-nowrap">{money(line.final_price)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            <div className="text-sm">
              <h2 className="mb-2 font-semibold">{t('CHECKOUT.address')}</h2>
              <p className="whitespace-pre-line text-gray-700">
                {[
                  a.name,
                  a.line1,
                  a.line2,
                  `${a.postal_code} ${a.city}${a.region ? `, ${a.region}` : ''}`,
                  a.country,
                ]
                  .filter(Boolean)
                  .join('\n')}
              </p>
            </div>
            <dl
              className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm"
              data-testid="pay-totals"
            >
              <dt className="text-gray-600">{t('CART.subtotal')}</dt>
              <dd className="text-right">{money(view.quote.subtotal)}</dd>
              <dt className="text-gray-600">{t('CHECKOUT.shipping')}</dt>
              <dd className="text-right">{money(view.quote.shipping)}</dd>
              <dt className="text-gray-600">{t('CHECKOUT.tax')}</dt>
              <dd className="text-right">{money(view.quote.tax)}</dd>
              <dt className="font-semibold">{t('PAY_LINK.total')}</dt>
              <dd className="text-right font-semibold">{money(view.quote.total)}</dd>
            </dl>
          </div>
          <Form method="post" className="mt-8 space-y-4">
            <h2 className="text-lg font-semibold">{t('CHECKOUT.payment')}</h2>
            <CardFields errors={errors} />
            {actionData?.message ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {actionData.message}
              </p>
            ) : null}
            <Button type="submit" disabled={navigation.state === 'submitting'}>
              {t('PAY_LINK.pay', { total: money(view.quote.total) })}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
