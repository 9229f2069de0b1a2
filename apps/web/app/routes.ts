import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
  route('under-construction', 'routes/under-construction.tsx'),
  route('not-found', 'routes/not-found.tsx'),
  // A store page from configuration, else the not-found page with status 404.
  route('*', 'routes/store-page.tsx'),
] satisfies RouteConfig;
