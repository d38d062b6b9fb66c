// Update Profile (/user/update-profile, /agent/update-user, /admin/update-user): details, edit form, password.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CHANGE_PASSWORD_SECTION_ID } from '../../lib/paths';
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

/**
 * Settings' Change password links to `#change-password`: React Router does not scroll to a hash, so the page
 * focuses the form's first field itself (which scrolls it into view).
 */
function useFocusChangePasswordOnHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash !== `#${CHANGE_PASSWORD_SECTION_ID}`) return;
    document.getElementById(CHANGE_PASSWORD_SECTION_ID)?.querySelector('input')?.focus();
  }, [hash, ready]);
}

export function UpdateProfilePage() {
  const { user } = useCurrentUser();
  useFocusChangePasswordOnHash(user !== null);
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
        <Panel id={CHANGE_PASSWORD_SECTION_ID} aria-labelledby="profile-password-title">
          <PanelTitle id="profile-password-title">Change password</PanelTitle>
          <ChangePasswordForm />
        </Panel>
      </Columns>
    </Page>
  );
}
