import type { ServerBuild } from 'react-router';

/**
 * The owner console is a route tree of its own under `/admin` (56 of the app's 91 routes). React
 * Router walks every route on each request: it builds the route objects of the whole manifest
 * per render (`createServerRoutes`, `createEntryRouteModules`) and matches the page's path and
 * each of its parents against every ranked branch, the console's first (their static segments
 * rank higher). A shopper's page never matches a console route, so it is rendered by a handler
 * built from the same build without the console's subtree (decision 0032, round 4); anything
 * that may concern the console is left to the full one.
 */

/** Paths of the console's tree: `admin` as a first segment, its children and its `.data`. */
const CONSOLE_PATH = /^admin(?:\/|$)/i;

/** The build a shopper's page is rendered with: the same, minus every route under `/admin`. */
export function shopperBuild(build: ServerBuild): ServerBuild {
  const consoleIds = new Set<string>();
  const fullPathOf = (id: string): string => {
    const route = build.routes[id];
    if (!route) return '';
    const parent = route.parentId ? fullPathOf(route.parentId) : '';
    return [parent, route.path ?? ''].filter(Boolean).join('/');
  };
  for (const id of Object.keys(build.routes)) {
    if (CONSOLE_PATH.test(fullPathOf(id).replace(/^\/+/, ''))) consoleIds.add(id);
  }
  const without = <T>(routes: Record<string, T>) =>
    Object.fromEntries(Object.entries(routes).filter(([id]) => !consoleIds.has(id)));
  return {
    ...build,
    routes: without(build.routes) as ServerBuild['routes'],
    // The same manifest (version, entry, URL) with the same route entries, less the console's:
    // a page's partial manifest lists only the routes its path and its parents match.
    assets: { ...build.assets, routes: without(build.assets.routes) },
  };
}

/**
 * Whether a request may concern the console's routes, and so needs the full build: any path
 * with an `admin` segment once decoded (React Router matches decoded paths, ignoring case, and
 * a data request's path ends in `.data`), anything it cannot decode, and every route-discovery
 * request (`/__manifest?paths=…`, which names the paths a page links to). Taking in more than
 * the console's paths costs only time: the full build answers every path as before.
 */
export function needsFullBuild(pathname: string, manifestPath: string): boolean {
  if (pathname === manifestPath) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return /\/admin(?:[/.]|$)/i.test(decoded);
}
