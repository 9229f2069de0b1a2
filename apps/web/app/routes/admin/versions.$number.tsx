import { loadVersion } from '../../features/console-pages/versions.server.ts';
import { VersionView } from '../../features/console-pages/version-view.tsx';
import type { Route } from './+types/versions.$number';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadVersion(request, context, params.number);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Version ${loaderData.number}` : 'Version' }];
}

export default function VersionRoute({ loaderData }: Route.ComponentProps) {
  return <VersionView version={loaderData} />;
}
