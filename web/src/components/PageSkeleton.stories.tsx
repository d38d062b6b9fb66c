// What a page shows while its code loads.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageSkeleton } from './PageSkeleton';

const meta = {
  title: 'Components/PageSkeleton',
  component: PageSkeleton,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };
