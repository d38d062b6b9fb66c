// The Update Profile pieces: current details, the profile form, the change-password form; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { withApolloMocks } from '../../test/apollo-mocks';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';

const meta: Meta = {
  title: 'Profile/UpdateProfile',
  decorators: [
    withApolloMocks([]),
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj;

export const Details: Story = {
  render: () => (
    <Panel>
      <PanelTitle>Current information</PanelTitle>
      <ProfileDetails
        user={{ name: 'Alice Rahman', email: 'alice@wallet.local', phone: '01712345678', role: 'user' }}
      />
    </Panel>
  ),
};

export const DetailsDark: Story = { ...Details, globals: { theme: 'dark' } };

export const EditProfile: Story = {
  render: () => (
    <Panel>
      <PanelTitle>Edit profile</PanelTitle>
      <ProfileForm initialValues={{ name: 'Alice Rahman', phone: '01712345678' }} />
    </Panel>
  ),
};

export const EditProfileDark: Story = { ...EditProfile, globals: { theme: 'dark' } };

export const ChangePassword: Story = {
  render: () => (
    <Panel>
      <PanelTitle>Change password</PanelTitle>
      <ChangePasswordForm />
    </Panel>
  ),
};

export const ChangePasswordDark: Story = { ...ChangePassword, globals: { theme: 'dark' } };
