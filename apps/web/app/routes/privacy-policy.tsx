import { PrivacyPolicy } from '../features/legal/privacy-policy.tsx';
import { metaText, pageMeta } from '../lib/meta.ts';
import { useStore } from '../root.tsx';
import type { Route } from './+types/privacy-policy';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'LEGAL.privacyPolicy'));
}

export default function PrivacyPolicyRoute() {
  return <PrivacyPolicy store={useStore()} />;
}
