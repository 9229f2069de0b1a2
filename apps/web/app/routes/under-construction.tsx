import { UnderConstruction } from '../features/storefronts/under-construction.tsx';
import { metaText, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/under-construction';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'UNDER_CONSTRUCTION.title'));
}

export default function UnderConstructionRoute() {
  return <UnderConstruction />;
}
