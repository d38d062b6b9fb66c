// An on/off setting: off, on (flipping as pressed), without a description, disabled, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: {
    label: 'Marketing',
    description: 'News about Wallet features and offers.',
    checked: false,
    onChange: () => undefined,
  },
  // The story keeps its own state, so pressing the switch flips it as on the page.
  render: function SwitchStory(args) {
    const [checked, setChecked] = useState(args.checked);
    return <Switch {...args} checked={checked} onChange={setChecked} />;
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const On: Story = { args: { checked: true } };

export const WithoutDescription: Story = { args: { description: undefined, checked: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { args: { checked: true }, globals: { theme: 'dark' } };

export const DarkOff: Story = { globals: { theme: 'dark' } };
