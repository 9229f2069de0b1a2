import { GiftCardTable } from '../features/gift-cards/gift-card-table.tsx';
import { loadGiftCards } from '../features/gift-cards/gift-cards.server.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/my-account.gift-cards';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'GIFT_CARDS.title'));
}

export async function loader({ context }: Route.LoaderArgs) {
  return { giftCards: await loadGiftCards(context) };
}

export default function MyGiftCards({ loaderData }: Route.ComponentProps) {
  return <GiftCardTable giftCards={loaderData.giftCards} />;
}
