// The Light / Dark / System control, compact and with words, in both themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLabels: Story = { args: { showLabels: true } };

export const Dark: Story = { args: { showLabels: true }, globals: { theme: 'dark' } };
