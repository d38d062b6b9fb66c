// Settings' Account card (DESIGN.md §9 item 9): Edit leads to Update Profile; Delete account asks for the password
// in a dialog that says what closing means.
import { useState } from 'react';
import { Button, ButtonLink } from '../../components/Button';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { UserIcon } from '../../components/icons';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { SettingName, SettingNote, SettingRow, SettingText } from './settings-styles';

export const DELETE_ACCOUNT_LABEL = 'Delete account';

export function AccountCard({ editProfilePath }: { editProfilePath: string }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <Panel aria-labelledby="settings-account-title">
      <PanelTitle id="settings-account-title" size="lg">
        Account
      </PanelTitle>
      <SettingRow>
        <SettingText>
          <SettingName>Profile</SettingName>
          <SettingNote>Your name and phone number.</SettingNote>
        </SettingText>
        <ButtonLink to={editProfilePath} variant="secondary">
          <UserIcon />
          Edit
        </ButtonLink>
      </SettingRow>
      <SettingRow>
        <SettingText>
          <SettingName>Delete account</SettingName>
          <SettingNote>
            Close your account for good. Your balance must be $0.00, with no withdrawal pending.
          </SettingNote>
        </SettingText>
        <Button variant="secondary" onClick={() => setDeleting(true)}>
          {DELETE_ACCOUNT_LABEL}
        </Button>
      </SettingRow>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </Panel>
  );
}
