// The settings fields every settings screen reads, so each settings mutation's answer updates the one cached copy.
import { graphql } from '../../gql';

export const SettingsPage_SettingsFragment = graphql(`
  fragment SettingsPage_Settings on Settings {
    notifications {
      transactionAlerts
      securityAlerts
      marketing
    }
    twoFactor {
      enabled
      enabledAt
      recoveryCodesLeft
    }
  }
`);
