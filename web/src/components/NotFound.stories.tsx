// The 404 screen for a footer destination not built yet, for a long address, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './NotFound';

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
  args: { path: '/no-such-page' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongPath: Story = {
  args: { path: '/a/very/long/address/that/nobody/should/ever/type/by/hand/but/someone/will' },
};

export const Dark: Story = { globals: { theme: 'dark' } };
