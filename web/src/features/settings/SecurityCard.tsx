// Settings' Security card (DESIGN.md §9 item 9): Change password leads to Update Profile's password form; two-factor
// sign-in shows whether it is on (since when, recovery codes left) and opens the dialog that turns it on or off.
import { useState } from 'react';
import styled from 'styled-components';
import { RECOVERY_CODE_COUNT } from '@wallet/common/settings';
import { Badge } from '../../components/Badge';
import { Button, ButtonLink } from '../../components/Button';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { LockIcon, ShieldIcon } from '../../components/icons';
import { RetryAlert } from '../../components/RetryAlert';
import { Skeleton } from '../../components/Skeleton';
import type { SettingsPage_SettingsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format-date';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import { EnableTwoFactorDialog } from './EnableTwoFactorDialog';
import { SETTINGS_ERROR_TITLE } from './NotificationPreferencesCard';
import { SettingName, SettingNote, SettingRow, SettingText } from './settings-styles';

export type TwoFactorStatus = SettingsPage_SettingsFragment['twoFactor'];

export const ENABLE_TWO_FACTOR_LABEL = 'Enable two-factor';
export const DISABLE_TWO_FACTOR_LABEL = 'Disable two-factor';

const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** "On since …, 8 of 10 recovery codes left", with what to do when none are left. */
function twoFactorOnNote({ enabledAt, recoveryCodesLeft }: TwoFactorStatus): string {
  const since = enabledAt ? `On since ${formatDateTime(enabledAt)}. ` : '';
  if (recoveryCodesLeft === 0) {
    return `${since}No recovery codes left: turn two-factor sign-in off and on again for new ones.`;
  }
  return `${since}${recoveryCodesLeft} of ${RECOVERY_CODE_COUNT} recovery codes left.`;
}

interface SecurityCardProps {
  /** Update Profile's Change Password form. */
  changePasswordPath: string;
  twoFactor?: TwoFactorStatus | undefined;
  loading?: boolean;
  /** The settings could not be loaded. */
  failed?: boolean;
  onRetry?: () => unknown;
}

export function SecurityCard({
  changePasswordPath,
  twoFactor,
  loading = false,
  failed = false,
  onRetry,
}: SecurityCardProps) {
  // Kept here, not under the status: enabling changes the status while the dialog still shows the recovery codes.
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const close = () => setDialog(null);

  return (
    <Panel aria-labelledby="settings-security-title">
      <PanelTitle id="settings-security-title" size="lg">
        Security
      </PanelTitle>
      <SettingRow>
        <SettingText>
          <SettingName>Password</SettingName>
          <SettingNote>Change the password you sign in with. Your other sessions are signed out.</SettingNote>
        </SettingText>
        <ButtonLink to={changePasswordPath} variant="secondary">
          <LockIcon />
          Change password
        </ButtonLink>
      </SettingRow>
      <SettingRow>
        <SettingText>
          <NameRow>
            <SettingName>Two-factor sign-in</SettingName>
            {twoFactor ? (
              <Badge tone={twoFactor.enabled ? 'success' : 'neutral'}>
                {twoFactor.enabled ? 'On' : 'Off'}
              </Badge>
            ) : null}
          </NameRow>
          {twoFactor?.enabled ? (
            <SettingNote>{twoFactorOnNote(twoFactor)}</SettingNote>
          ) : (
            <SettingNote>
              Ask for a code from an authenticator app on your phone each time you sign in, as well as your
              password.
            </SettingNote>
          )}
        </SettingText>
        {twoFactor ? (
          <Button
            variant={twoFactor.enabled ? 'secondary' : 'primary'}
            onClick={() => setDialog(twoFactor.enabled ? 'disable' : 'enable')}
          >
            <ShieldIcon />
            {twoFactor.enabled ? DISABLE_TWO_FACTOR_LABEL : ENABLE_TWO_FACTOR_LABEL}
          </Button>
        ) : loading ? (
          <div role="status" aria-label="Loading two-factor sign-in">
            <Skeleton shape="rect" width="10rem" height="2.75rem" />
          </div>
        ) : null}
      </SettingRow>
      {!twoFactor && !loading && failed ? (
        <RetryAlert title={SETTINGS_ERROR_TITLE} onRetry={onRetry ?? (() => undefined)}>
          Whether two-factor sign-in is on could not be loaded.
        </RetryAlert>
      ) : null}
      {dialog === 'enable' ? <EnableTwoFactorDialog onClose={close} /> : null}
      {dialog === 'disable' ? <DisableTwoFactorDialog onClose={close} /> : null}
    </Panel>
  );
}
