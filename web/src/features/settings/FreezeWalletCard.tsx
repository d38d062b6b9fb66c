// Settings' Freeze my wallet card (docs/freeze-and-limits.md), users only: one button freezes the wallet (no money
// leaves it, money sent to it still arrives); unfreezing asks for the password and, when two-factor sign-in is on,
// a code. A wallet blocked by an admin says so apart: that is not the owner's to lift.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { PASSWORD_LENGTH_MAX } from '@wallet/common/auth';
import { walletControlMessages } from '@wallet/common/wallet';
import { Alert } from '../../components/Alert';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { FormGrid } from '../../components/form/FormGrid';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormTextField } from '../../components/form/FormTextField';
import { LockIcon } from '../../components/icons';
import { RetryAlert } from '../../components/RetryAlert';
import { Skeleton } from '../../components/Skeleton';
import { graphql } from '../../gql';
import { formatDateTime } from '../../lib/format-date';
import { validateWithSchema } from '../../lib/final-form-yup';
import { notify } from '../../lib/notify';
import { serverMessage } from '../../lib/graphql-errors';
import { FreezeMyWalletMutation } from '../../money/wallet-controls';
import { DialogFormActions } from './DialogFormActions';
import { settingsRefusal } from './settings-refusals';
import { SettingName, SettingNote, SettingRow, SettingText } from './settings-styles';

export const FreezeWalletQuery = graphql(`
  query FreezeWalletCard {
    myWallet {
      id
      isBlocked
      controls {
        isFrozen
        frozenAt
      }
    }
  }
`);

// The one-tap freeze is the overview's too, so its document lives with the wallet's controls.
export { FreezeMyWalletMutation };

export const UnfreezeMyWalletMutation = graphql(`
  mutation UnfreezeMyWallet($input: UnfreezeWalletInput!) {
    unfreezeMyWallet(input: $input) {
      message
      wallet {
        id
        isBlocked
        controls {
          isFrozen
          frozenAt
        }
      }
    }
  }
`);

export const FREEZE_LABEL = 'Freeze my wallet';
export const UNFREEZE_LABEL = 'Unfreeze';
export const FREEZE_ERROR_TITLE = 'Could not load your wallet';
const FREEZE_FAILURE_MESSAGE = 'Failed to freeze your wallet';
const UNFREEZE_FAILURE_MESSAGE = 'Failed to unfreeze your wallet';
/** The longest code the field takes: a recovery code with its dash. */
const CODE_LENGTH_MAX = 11;

export interface FreezeState {
  isBlocked: boolean;
  isFrozen: boolean;
  frozenAt: string | null;
}

interface UnfreezeValues {
  password?: string;
  twoFactorCode?: string;
}

const validateUnfreeze = validateWithSchema<UnfreezeValues>(
  yup.object({
    password: yup.string().default('').required(walletControlMessages.passwordRequired),
    twoFactorCode: yup.string().trim().max(CODE_LENGTH_MAX),
  }),
);

export function UnfreezeWalletDialog({ onClose }: { onClose: () => void }) {
  const [unfreeze] = useMutation(UnfreezeMyWalletMutation);
  const onSubmit = async (values: UnfreezeValues) => {
    const code = (values.twoFactorCode ?? '').trim();
    try {
      const result = await unfreeze({
        variables: { input: { password: values.password ?? '', twoFactorCode: code === '' ? null : code } },
      });
      notify.success(result.data?.unfreezeMyWallet.message ?? walletControlMessages.unfrozen);
      onClose();
      return undefined;
    } catch (error) {
      const refusal = settingsRefusal(error, UNFREEZE_FAILURE_MESSAGE, ['password']);
      const message = serverMessage(error, UNFREEZE_FAILURE_MESSAGE);
      // The code's refusals belong on the code field.
      if (message === walletControlMessages.twoFactorCodeRequired || /authentication code/.test(message)) {
        return { twoFactorCode: message };
      }
      return refusal;
    }
  };

  return (
    <Form<UnfreezeValues> onSubmit={onSubmit} validate={validateUnfreeze}>
      {({ handleSubmit, submitting }) => (
        <Dialog
          open
          title="Unfreeze your wallet"
          description="Money can leave your wallet again once you confirm it is you."
          onClose={() => (submitting ? undefined : onClose())}
        >
          <FormGrid
            noValidate
            aria-label="Unfreeze your wallet"
            onSubmit={(event) => void handleSubmit(event)}
          >
            <FormPasswordField
              name="password"
              label="Password"
              autoComplete="current-password"
              maxLength={PASSWORD_LENGTH_MAX}
              disabled={submitting}
              requiredField
            />
            <FormTextField
              name="twoFactorCode"
              label="Authentication code"
              hint="Only if two-factor sign-in is on: the code from your app, or a recovery code."
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={CODE_LENGTH_MAX}
              disabled={submitting}
            />
            <DialogFormActions submitLabel={UNFREEZE_LABEL} busyLabel="Unfreezing..." onCancel={onClose} />
          </FormGrid>
        </Dialog>
      )}
    </Form>
  );
}

interface FreezeWalletPanelProps {
  state?: FreezeState | undefined;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => unknown;
}

/** The card itself, from what it is given (the stories show each state). */
export function FreezeWalletPanel({
  state,
  loading = false,
  failed = false,
  onRetry,
}: FreezeWalletPanelProps) {
  const [freeze, { loading: freezing }] = useMutation(FreezeMyWalletMutation);
  const [unfreezing, setUnfreezing] = useState(false);

  const onFreeze = async () => {
    try {
      const result = await freeze();
      notify.success(result.data?.freezeMyWallet.message ?? walletControlMessages.frozen);
    } catch (error) {
      notify.error(serverMessage(error, FREEZE_FAILURE_MESSAGE));
    }
  };

  return (
    <Panel aria-labelledby="settings-freeze-title">
      <PanelTitle id="settings-freeze-title" size="lg">
        Freeze my wallet
      </PanelTitle>
      <SettingRow>
        <SettingText>
          <SettingName>
            Wallet{' '}
            {state ? (
              <Badge tone={state.isFrozen ? 'warning' : 'success'}>
                {state.isFrozen ? 'Frozen' : 'Not frozen'}
              </Badge>
            ) : null}
          </SettingName>
          <SettingNote>
            {state?.isFrozen
              ? `Frozen${state.frozenAt ? ` since ${formatDateTime(state.frozenAt)}` : ''}. No money can leave your wallet: sending, paying requests, withdrawing and cash out are refused. Money sent to you still arrives.`
              : 'Lost your phone or think someone else is using your account? Freeze your wallet in one step: no money can leave it until you unfreeze it with your password. Money sent to you still arrives.'}
          </SettingNote>
        </SettingText>
        {state ? (
          state.isFrozen ? (
            <Button variant="primary" onClick={() => setUnfreezing(true)}>
              <LockIcon />
              {UNFREEZE_LABEL}
            </Button>
          ) : (
            <Button variant="danger" disabled={freezing} onClick={() => void onFreeze()}>
              <LockIcon />
              {freezing ? 'Freezing...' : FREEZE_LABEL}
            </Button>
          )
        ) : loading ? (
          <div role="status" aria-label="Loading your wallet">
            <Skeleton shape="rect" width="10rem" height="2.75rem" />
          </div>
        ) : null}
      </SettingRow>
      {state?.isBlocked ? (
        <Alert tone="danger" title="Blocked by support">
          Your wallet is also blocked by an admin: nothing can come in or go out until support unblocks it.
          Unfreezing does not lift a block.
        </Alert>
      ) : null}
      {!state && !loading && failed ? (
        <RetryAlert title={FREEZE_ERROR_TITLE} onRetry={onRetry ?? (() => undefined)}>
          Whether your wallet is frozen could not be loaded.
        </RetryAlert>
      ) : null}
      {unfreezing ? <UnfreezeWalletDialog onClose={() => setUnfreezing(false)} /> : null}
    </Panel>
  );
}

/** The card with its own query (the Settings page shows it to users). */
export function FreezeWalletCard() {
  const { data, loading, error, refetch } = useQuery(FreezeWalletQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const wallet = data?.myWallet;
  const state: FreezeState | undefined = wallet
    ? {
        isBlocked: wallet.isBlocked,
        isFrozen: wallet.controls?.isFrozen ?? false,
        frozenAt: wallet.controls?.frozenAt ?? null,
      }
    : undefined;
  return (
    <FreezeWalletPanel
      state={state}
      loading={!state && loading}
      failed={!state && Boolean(error)}
      onRetry={refetch}
    />
  );
}
