// Settings (/user/settings, /agent/settings, /admin/settings; SPEC.md §2, DESIGN.md §9 item 9): the guided tour,
// the theme, notification preferences, password and two-factor sign-in, freezing one's wallet and one's own limits (users), and the
// account (edit or delete).
import { useQuery } from '@apollo/client/react';
import { CHANGE_PASSWORD_SECTION_ID, updateProfilePaths } from '../../lib/paths';
import { Page, PageHeader } from '../../components/DashboardPage';
import { getFragmentData, graphql } from '../../gql';
import { roleOf, useCurrentUser } from '../../lib/session';
import { AccountCard } from './AccountCard';
import { AppearanceCard } from './AppearanceCard';
import { FreezeWalletCard } from './FreezeWalletCard';
import { SettingsPage_SettingsFragment } from './fragments';
import { PersonalLimitsCard } from './PersonalLimitsCard';
import { NotificationPreferencesCard } from './NotificationPreferencesCard';
import { SecurityCard } from './SecurityCard';
import { TourCard } from './TourCard';

export const SettingsPageQuery = graphql(`
  query SettingsPage {
    mySettings {
      ...SettingsPage_Settings
    }
  }
`);

export function SettingsPage() {
  const { user } = useCurrentUser();
  const { data, loading, error, refetch } = useQuery(SettingsPageQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  if (!user) return null;

  const settings = data ? getFragmentData(SettingsPage_SettingsFragment, data.mySettings) : undefined;
  const state = { loading: !settings && loading, failed: !settings && Boolean(error), onRetry: refetch };
  const profilePath = updateProfilePaths[roleOf(user.role)];

  return (
    <Page width="narrow">
      <title>Settings · Wallet</title>
      <PageHeader
        title="Settings"
        lead="How Wallet looks, what it tells you, and how your account is kept safe."
      />
      <TourCard />
      <AppearanceCard />
      <NotificationPreferencesCard settings={settings} {...state} />
      <SecurityCard
        changePasswordPath={`${profilePath}#${CHANGE_PASSWORD_SECTION_ID}`}
        twoFactor={settings?.twoFactor}
        {...state}
      />
      {roleOf(user.role) === 'user' ? (
        <>
          <FreezeWalletCard />
          <PersonalLimitsCard />
        </>
      ) : null}
      <AccountCard editProfilePath={profilePath} />
    </Page>
  );
}
