// Update Profile (/user/update-profile, /agent/update-user, /admin/update-user): details, edit form, password.
import styled from 'styled-components';
import { Page, PageTitle, Panel, PanelTitle } from '../../components/DashboardPage';
import { roleOf, useCurrentUser } from '../../lib/session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export function UpdateProfilePage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Page>
      <title>Update Profile · Wallet</title>
      <PageTitle>Update Profile</PageTitle>
      <Panel aria-labelledby="profile-current-title">
        <PanelTitle id="profile-current-title">Current information</PanelTitle>
        <ProfileDetails user={{ ...user, role: roleOf(user.role) }} />
      </Panel>
      <Columns>
        <Panel aria-labelledby="profile-edit-title">
          <PanelTitle id="profile-edit-title">Edit profile</PanelTitle>
          <ProfileForm initialValues={{ name: user.name, phone: user.phone }} />
        </Panel>
        <Panel aria-labelledby="profile-password-title">
          <PanelTitle id="profile-password-title">Change password</PanelTitle>
          <ChangePasswordForm />
        </Panel>
      </Columns>
    </Page>
  );
}
