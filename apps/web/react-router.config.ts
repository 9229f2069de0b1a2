import type { Config } from '@react-router/dev/config';

// WEB_BUILD_DIR lets several builds live side by side (tests, parallel work); the server reads the same.
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;
