import { PrivacyPolicy } from '../features/legal/privacy-policy.tsx';
import { metaStoreName, metaTranslator, metaUrl, pageMeta } from '../lib/meta.ts';
import { useStore } from '../root.tsx';
import type { Route } from './+types/privacy-policy';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta(matches, t('LEGAL.privacyPolicy'), {
    description: t('SEO.privacyDescription', { store: metaStoreName(matches) }),
    canonical: metaUrl(matches, '/privacy-policy'),
  });
}

export default function PrivacyPolicyRoute() {
  return <PrivacyPolicy store={useStore()} />;
}
