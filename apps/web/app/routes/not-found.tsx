import { useSearchParams } from 'react-router';
import { NotFound } from '../features/not-found/not-found.tsx';
import { metaText, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/not-found';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'NOT_FOUND.title'));
}

/** A page navigated to (status 200); `?product` shows the missing-product variant. */
export default function NotFoundRoute() {
  const [params] = useSearchParams();
  return <NotFound missing={params.has('product') ? 'product' : 'page'} />;
}
