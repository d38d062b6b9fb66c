// Sign-in's two-factor step in the sign-in card: the app's code, a refused code, and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SubmissionErrors } from 'final-form';
import { settingsMessages } from '@wallet/common/settings';
import { AuthShell } from './AuthShell';
import { LoginFooter } from './LoginForm';
import { TwoFactorSignInStep } from './TwoFactorSignInStep';

const meta = {
  title: 'Auth/Two-factor step',
  component: TwoFactorSignInStep,
  args: {
    onSubmit: (): Promise<SubmissionErrors | undefined> => Promise.resolve(undefined),
    onBack: () => undefined,
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <AuthShell title="Welcome back" subtitle="Sign in to your wallet" footer={<LoginFooter />}>
      <TwoFactorSignInStep {...args} />
    </AuthShell>
  ),
} satisfies Meta<typeof TwoFactorSignInStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every code is refused, as a wrong one would be: submit to see the message on the field. */
export const CodeRefused: Story = {
  args: { onSubmit: () => Promise.resolve({ twoFactorCode: settingsMessages.invalidTwoFactorCode }) },
};

export const Dark: Story = { globals: { theme: 'dark' } };
