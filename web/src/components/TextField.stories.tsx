// Text fields: plain, required, optional, with a hint, with an error, multi-line, disabled, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

// Each story renders its own field: TextField's props are a union (input or textarea), which args cannot express.
const meta: Meta = {
  title: 'Components/TextField',
  component: TextField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj;

export const Default: Story = {
  render: () => <TextField label="Email" name="email" type="email" placeholder="you@example.com" />,
};

export const Required: Story = {
  render: () => <TextField label="First Name" name="firstName" requiredField />,
};

export const Optional: Story = {
  render: () => <TextField label="Company" name="company" optionalField />,
};

export const WithHint: Story = {
  render: () => <TextField label="Phone" name="phone" type="tel" hint="Include your country code." />,
};

export const WithError: Story = {
  render: () => (
    <TextField
      label="Email"
      name="email"
      type="email"
      requiredField
      defaultValue="maya@"
      error="Please enter a valid email address"
    />
  ),
};

export const Multiline: Story = {
  render: () => (
    <TextField label="Message" name="message" multiline rows={5} placeholder="How can we help?" />
  ),
};

export const Disabled: Story = {
  render: () => <TextField label="Email" name="email" disabled defaultValue="maya@example.com" />,
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <TextField label="First Name" name="firstName" requiredField />
      <TextField
        label="Company"
        name="company"
        optionalField
        hint="Only if you write on behalf of a business."
      />
      <TextField
        label="Email"
        name="email"
        requiredField
        defaultValue="maya@"
        error="Please enter a valid email address"
      />
      <TextField label="Message" name="message" multiline rows={4} requiredField invalid />
    </div>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
