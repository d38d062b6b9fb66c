// Every story renders inside the app's theme (light or dark from the toolbar), global style, toasts and a router.
import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import styled from 'styled-components';
import { Toaster } from '../web/src/lib/Toaster';
import { ComponentDocsPage } from './docs/ComponentDocsPage';
import { ThemePreferenceProvider } from '../web/src/lib/ThemePreferenceProvider';
import { GlobalStyle } from '../web/src/styles/global-style';
import type { ThemeName } from '../web/src/styles/theme';

function themeFrom(value: unknown): ThemeName {
  return value === 'dark' ? 'dark' : 'light';
}

/**
 * On a docs page every story of a file shares one white page: each sits on its own theme's background there, so a
 * dark story shows as the app shows it (in the story view the global style paints the whole canvas instead).
 */
const DocsStoryFrame = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

/** Theme from the toolbar (or a story's `globals: { theme }`), never from localStorage. */
const withTheme: Decorator = (Story, context) => {
  const theme = themeFrom(context.globals.theme);
  return (
    <ThemePreferenceProvider key={theme} initialPreference={theme} persist={false}>
      <GlobalStyle />
      {context.viewMode === 'docs' ? (
        <DocsStoryFrame>
          <Story />
        </DocsStoryFrame>
      ) : (
        <Story />
      )}
      <Toaster />
    </ThemePreferenceProvider>
  );
};

/** Links and NavLinks need a router; a story may set the current address with `parameters.route`. */
const withRouter: Decorator = (Story, context) => {
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  return (
    <MemoryRouter initialEntries={[route]}>
      <Story />
    </MemoryRouter>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withRouter, withTheme],
  parameters: {
    layout: 'padded',
    docs: { page: ComponentDocsPage },
    options: { storySort: { order: ['Introduction', 'Design tokens', 'Components', 'App', '*'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

// Storybook reads its configuration from the default export.
export default preview;
