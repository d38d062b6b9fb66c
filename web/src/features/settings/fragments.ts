// The settings fields every settings screen reads, so each settings mutation's answer updates the one cached copy.
import { graphql } from '../../gql';

export const SettingsFieldsFragment = graphql(`
  fragment SettingsFields on Settings {
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
