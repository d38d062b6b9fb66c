// The people search box of All Users and Manage agents: empty, typed into, and dark.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PeopleSearchField } from './PeopleSearchField';

const meta = {
  title: 'Admin/PeopleSearchField',
  component: PeopleSearchField,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof PeopleSearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithSearch: Story = { args: { value: 'alice' } };

/** Typing updates the box, as the pages do before the list follows. */
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <PeopleSearchField
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
};

export const Dark: Story = { args: { value: '0171' }, globals: { theme: 'dark' } };
