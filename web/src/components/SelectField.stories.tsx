// A labelled select: with a placeholder, chosen, with an error, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './SelectField';

const options = [
  { value: 'user', label: 'User' },
  { value: 'agent', label: 'Agent' },
];

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  args: { label: 'Role', name: 'role', options, placeholder: 'Select a role', defaultValue: '' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = { args: { defaultValue: 'agent' } };

export const WithError: Story = { args: { error: 'Please select a role' } };

export const Dark: Story = { globals: { theme: 'dark' } };
