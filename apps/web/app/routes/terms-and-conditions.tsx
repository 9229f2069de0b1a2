import { TermsAndConditions } from '../features/legal/terms-and-conditions.tsx';
import { metaText, pageMeta } from '../lib/meta.ts';
import { useStore } from '../root.tsx';
import type { Route } from './+types/terms-and-conditions';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'LEGAL.terms'));
}

export default function TermsAndConditionsRoute() {
  return <TermsAndConditions store={useStore()} />;
}
