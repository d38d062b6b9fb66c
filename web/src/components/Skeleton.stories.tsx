// Loading placeholders in their three shapes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { width: '16rem', height: '1rem', shape: 'text' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="rect" height="6rem" />
      <Skeleton shape="circle" height="3rem" />
    </div>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
