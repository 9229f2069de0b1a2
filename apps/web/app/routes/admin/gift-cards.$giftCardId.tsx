import { ConsoleGiftCardResponse } from '@storefront/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import {
  GiftCardFacts,
  GiftCardLedger,
} from '../../features/console-gift-cards/gift-card-page.tsx';
import { maskedCode } from '../../features/console-gift-cards/gift-cards-table.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { apiJson, rethrowAsPageError } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/gift-cards.$giftCardId';

const cardPath = async (context: Route.LoaderArgs['context'], giftCardId: string) =>
  `/storefronts/${(await getStore(context)).id}/admin/gift-cards/${Number(giftCardId) || 0}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const path = await cardPath(context, params.giftCardId);
  return {
    card: (await apiJson(context, path, ConsoleGiftCardResponse).catch(rethrowAsPageError)).data,
  };
}

/** Disable or enable the card (owners; the API refuses staff). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const path = await cardPath(context, params.giftCardId);
  const enabled = (await request.formData()).get('enabled') === 'true';
  const card = await apiJson(context, `${path}/enabled`, ConsoleGiftCardResponse, {
    method: 'PUT',
    json: { enabled },
  }).catch(rethrowAsPageError);
  return { card: card.data };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Gift card ${maskedCode(loaderData.card.last4)}` : 'Gift card' }];
}

type LayoutData = { user: { role: string } };

export default function GiftCardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const navigation = useNavigation();
  const layout = useRouteLoaderData('routes/admin/layout') as LayoutData | undefined;
  const { card } = loaderData;
  const disabled = card.state === 'disabled';
  return (
    <>
      <Link
        to="/admin/gift-cards"
        className="mb-3 inline-flex items-center gap-1 text-sm text-gray-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('moneyAccess.giftCards.back')}
      </Link>
      <PageHeader
        title={t('moneyAccess.giftCards.cardTitle', { code: maskedCode(card.last4) })}
        description={
          card.source === 'order'
            ? t('moneyAccess.giftCards.boughtInOrder')
            : t('moneyAccess.giftCards.issuedByStore')
        }
        actions={
          layout?.user.role === 'owner' ? (
            <Form method="post">
              <input type="hidden" name="enabled" value={disabled ? 'true' : 'false'} />
              <Button
                type="submit"
                variant={disabled ? 'primary' : 'outline'}
                disabled={navigation.state === 'submitting'}
              >
                {disabled ? t('moneyAccess.giftCards.enable') : t('moneyAccess.giftCards.disable')}
              </Button>
            </Form>
          ) : null
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <GiftCardFacts card={card} />
        <GiftCardLedger card={card} />
      </div>
    </>
  );
}
