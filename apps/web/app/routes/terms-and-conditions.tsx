import { TermsAndConditions } from '../features/legal/terms-and-conditions.tsx';
import { metaStoreName, metaTranslator, metaUrl, pageMeta } from '../lib/meta.ts';
import { useStore } from '../root.tsx';
import type { Route } from './+types/terms-and-conditions';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta(matches, t('LEGAL.terms'), {
    description: t('SEO.termsDescription', { store: metaStoreName(matches) }),
    canonical: metaUrl(matches, '/terms-and-conditions'),
  });
}

export default function TermsAndConditionsRoute() {
  return <TermsAndConditions store={useStore()} />;
}
