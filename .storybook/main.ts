// Storybook for web's components: React on Vite, stories beside the components, no telemetry, works offline.
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { webVitePlugins } from '../web/vite.plugins.ts';

const config: StorybookConfig = {
  stories: ['../web/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../web/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The app's own plugins (React, typed-document inlining) rather than a second copy of its Vite config.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: webVitePlugins() }),
};

// Storybook reads its configuration from the default export.
export default config;
