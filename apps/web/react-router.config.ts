import type { Config } from '@react-router/dev/config';

// WEB_BUILD_DIR lets several builds live side by side (tests, parallel work); the server reads the same.
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // React Router v8's behaviour now, so the build says nothing about it.
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Kept off, said so to quiet the warning: loaders read `request.url`, which would then carry
    // the `.data` suffix of client navigations.
    v8_passThroughRequests: false,
    // Middleware makes the load context a RouterContextProvider; ours (the in-process API caller,
    // the CSP nonce) is a plain object that plugins/web.ts passes in. Moving is a change of its own.
    v8_middleware: false,
  },
} satisfies Config;
