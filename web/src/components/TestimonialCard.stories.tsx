// A customer quote with five stars, with four, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestimonialCard } from './TestimonialCard';

const meta = {
  title: 'Components/TestimonialCard',
  component: TestimonialCard,
  args: {
    quote: 'The fees are on the screen before I confirm anything. No surprises.',
    name: 'Priya Nair',
    role: 'Freelance designer, Seattle, WA',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FourStars: Story = { args: { rating: 4 } };

export const Dark: Story = { globals: { theme: 'dark' } };
