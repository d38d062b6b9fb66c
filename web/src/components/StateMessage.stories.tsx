// A quiet state: loading, empty with a hint and an action, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from './Button';
import { ClockIcon } from './icons';
import { StateMessage } from './StateMessage';

const meta = {
  title: 'Components/StateMessage',
  component: StateMessage,
  args: { kind: 'loading', title: 'Loading transactions...' },
} satisfies Meta<typeof StateMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Empty: Story = {
  args: {
    kind: 'empty',
    title: 'No transactions yet',
    icon: ClockIcon,
    children: 'Money you add, send or receive shows up here.',
    action: (
      <ButtonLink to="/user/wallet" variant="secondary" size="sm">
        Add money
      </ButtonLink>
    ),
  },
};

export const Dark: Story = { ...Empty, globals: { theme: 'dark' } };
