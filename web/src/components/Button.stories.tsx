// Button and ButtonLink: each variant and size, disabled, as a link, and in the dark theme.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink, buttonSizes, buttonVariants } from './Button';
import { ArrowRightIcon, SendIcon } from './icons';

const meta = {
  title: 'Components/Button',
  component: Button,
  subcomponents: { ButtonLink },
  args: { children: 'Send money', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An action that takes something away: Block, Suspend. */
export const Danger: Story = { args: { variant: 'danger', children: 'Block' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {buttonVariants.map((variant) => (
        <div
          key={variant}
          style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}
        >
          {buttonSizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <SendIcon />
        Send money
      </>
    ),
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Sending...' } };

export const FullWidth: Story = { args: { fullWidth: true } };

export const AsLink: Story = {
  render: () => (
    <ButtonLink to="/register">
      Get Started
      <ArrowRightIcon />
    </ButtonLink>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
