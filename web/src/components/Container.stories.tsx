// The content column at its two widths.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from './Container';

const meta = {
  title: 'Components/Container',
  component: Container,
  args: {
    children: 'Content sits in a centred column with gutters; reading width is narrower for long text.',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ReadingWidth: Story = { args: { $width: 'reading' } };
