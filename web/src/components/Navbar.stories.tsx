// The public navbar: logged out (now), logged in as each kind of account (later), the open mobile menu, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Navbar } from './Navbar';

const meta = {
  title: 'Components/Navbar',
  component: Navbar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OnFeaturesPage: Story = { parameters: { route: '/features' } };

export const LoggedInUser: Story = { args: { user: { name: 'Maya Thompson', role: 'user' } } };

export const LoggedInAgent: Story = { args: { user: { name: 'Carlos Rivera', role: 'agent' } } };

export const LoggedInAdmin: Story = { args: { user: { name: 'Alex Morgan', role: 'admin' } } };

/** Narrow the viewport below 768 px to see it as people on phones do. */
export const MobileMenuOpen: Story = {
  args: { initialMenuOpen: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const MobileMenuOpenLoggedIn: Story = {
  ...MobileMenuOpen,
  args: { initialMenuOpen: true, user: { name: 'Maya Thompson', role: 'user' } },
};

export const Dark: Story = { globals: { theme: 'dark' } };
