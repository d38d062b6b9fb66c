// Storybook for web's components: React on Vite, stories beside the components, no telemetry, works offline.
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { webVitePlugins } from '../web/vite.plugins.ts';

const webSrc = fileURLToPath(new URL('../web/src', import.meta.url));

const config: StorybookConfig = {
  stories: ['./docs/*.mdx', './docs/*.stories.tsx', '../web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Props tables from the TypeScript compiler: react-docgen (the default) cannot follow a union kept in a constant
  // (`(typeof buttonVariants)[number]` showed as "unknown[number]") nor props built with Omit/Extract. Only our own
  // props are listed (plus children): the hundreds a component inherits from <button> or <input> would bury them.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
      include: [`${webSrc}/**/*.tsx`],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // styled-components' `forwardedAs` is plumbing; its `as` stays (VisuallyHidden as a caption).
      propFilter: (prop) =>
        prop.name === 'children' ||
        (prop.name !== 'forwardedAs' && !prop.parent?.fileName.includes('/node_modules/')),
    },
  },
  staticDirs: ['../web/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The app's own plugins (React, typed-document inlining) rather than a second copy of its Vite config.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: webVitePlugins() }),
};

// Storybook reads its configuration from the default export.
export default config;
