// Term and value pairs: a person's details, a long value that wraps, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FactList } from './FactList';

function Facts({ facts }: { facts: ReadonlyArray<readonly [string, string]> }) {
  return (
    <FactList aria-label="Details">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </FactList>
  );
}

const meta = {
  title: 'Components/FactList',
  component: Facts,
  subcomponents: { FactList },
  args: {
    facts: [
      ['Name', 'Alice Rahman'],
      ['Email', 'alice@wallet.local'],
      ['Phone', '01712345678'],
      ['Role', 'User'],
    ],
  },
} satisfies Meta<typeof Facts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongValue: Story = {
  args: { facts: [['Wallet ID', '6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5-and-a-very-long-suffix']] },
};

export const Dark: Story = { globals: { theme: 'dark' } };
