// The wallet's name and tagline, as in the navbar and footer.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Brand } from './Brand';

const meta = {
  title: 'Components/Brand',
  component: Brand,
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutTagline: Story = { args: { showTagline: false } };

export const Dark: Story = { globals: { theme: 'dark' } };
