// A form's placeholder while its data loads: a few fields, as tall as the form, in both themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormSkeleton } from './FormSkeleton';

const meta = {
  title: 'Components/FormSkeleton',
  component: FormSkeleton,
  args: { label: 'Preparing the form...', fields: 3 },
} satisfies Meta<typeof FormSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** As tall as the Send Money form on a phone, though it sketches fewer fields. */
export const WithHeight: Story = { args: { fields: 2, minHeight: '30rem' } };

export const Dark: Story = { globals: { theme: 'dark' } };
