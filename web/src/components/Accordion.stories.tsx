// The FAQ accordion: all closed, one open, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './Accordion';

const items = [
  {
    id: 'fees',
    title: 'How much does it cost to withdraw money?',
    content: <p>A bank withdrawal costs $2.50 and a card withdrawal $3.00.</p>,
  },
  {
    id: 'minimum',
    title: 'Is there a minimum withdrawal?',
    content: <p>Yes, the smallest withdrawal is $10.00.</p>,
  },
  {
    id: 'agents',
    title: 'What is a Wallet agent?',
    content: <p>An approved local business that exchanges cash and Wallet balance.</p>,
  },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FirstOpen: Story = { args: { defaultOpenIds: ['fees'] } };

export const AllOpen: Story = { args: { defaultOpenIds: items.map((item) => item.id) } };

export const Dark: Story = { args: { defaultOpenIds: ['fees'] }, globals: { theme: 'dark' } };
