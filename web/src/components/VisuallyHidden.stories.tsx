// Text that only screen readers get: here beside a visible icon-only control.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MenuIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Open menu' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <button type="button">
      <MenuIcon />
      <VisuallyHidden {...args} />
    </button>
  ),
};
