// Settings' Personal limits card (docs/freeze-and-limits.md), users only: the person's own daily and monthly limits,
// at most the platform's (empty: the platform's). A lower limit applies at once; a higher one, or going back to the
// platform's, only 24 hours later, shown as waiting with its time. The api's refusals show on their field.
import { useMutation, useQuery } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { centsToDecimalString, dollarsToCents, formatMoney } from '@wallet/common/money';
import { walletControlMessages } from '@wallet/common/wallet';
import type { LimitPeriod } from '@wallet/common/wallet';
import { parseAmountInput } from '@wallet/common/wallet-forms';
import { Alert } from '../../components/Alert';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { FormAmountField } from '../../components/form/FormAmountField';
import { FormGrid } from '../../components/form/FormGrid';
import { FormSkeleton } from '../../components/FormSkeleton';
import { FormSubmitError } from '../../components/form/FormSubmitError';
import { SubmitButton } from '../../components/form/SubmitButton';
import { RetryAlert } from '../../components/RetryAlert';
import { graphql } from '../../gql';
import { serverFieldErrors, serverMessage } from '../../lib/graphql-errors';
import { validateWithSchema } from '../../lib/final-form-yup';
import { notify } from '../../lib/notify';
import { periodLimits, pendingLimitText } from '../../money/personal-limits-text';
import type { PersonalLimitsState } from '../../money/personal-limits-text';
import { SettingNote } from './settings-styles';

export const PersonalLimitsQuery = graphql(`
  query PersonalLimitsCard {
    myWallet {
      id
      controls {
        isFrozen
        platformDailyAmount
        platformMonthlyAmount
        personalDailyAmount
        personalMonthlyAmount
        pendingDailyAmount
        pendingDailyAt
        pendingMonthlyAmount
        pendingMonthlyAt
      }
    }
  }
`);

export const SetPersonalLimitsMutation = graphql(`
  mutation SetPersonalLimits($input: PersonalLimitsInput!) {
    setPersonalLimits(input: $input) {
      message
      wallet {
        id
        limits {
          dailyAmount
          monthlyAmount
          dailyRemainingAmount
          monthlyRemainingAmount
        }
        controls {
          isFrozen
          platformDailyAmount
          platformMonthlyAmount
          personalDailyAmount
          personalMonthlyAmount
          pendingDailyAmount
          pendingDailyAt
          pendingMonthlyAmount
          pendingMonthlyAt
        }
      }
    }
  }
`);

export const PERSONAL_LIMITS_TITLE = 'Personal limits';
export const SAVE_LIMITS_LABEL = 'Save limits';
export const PERSONAL_LIMITS_ERROR_TITLE = 'Could not load your limits';
export const LIMITS_UNCHANGED_MESSAGE = 'Change your daily or monthly limit to save it';
const SAVE_FAILURE_MESSAGE = 'Failed to save your limits';

export interface PersonalLimitsValues {
  dailyAmount?: string;
  monthlyAmount?: string;
}

const FIELDS: ReadonlyArray<{ field: keyof PersonalLimitsValues; period: LimitPeriod; label: string }> = [
  { field: 'dailyAmount', period: 'daily', label: 'Daily limit (USD)' },
  { field: 'monthlyAmount', period: 'monthly', label: 'Monthly limit (USD)' },
];

/** A limit field: empty (the platform's), or an amount at most the platform's. */
function limitField(period: LimitPeriod, platformAmount: string) {
  const platformCents = dollarsToCents(platformAmount);
  return yup
    .string()
    .default('')
    .test('limit', function checkLimit(value) {
      if ((value ?? '').trim() === '') return true;
      const parsed = parseAmountInput(value);
      if ('message' in parsed) return this.createError({ message: parsed.message });
      if (parsed.cents > platformCents) {
        return this.createError({ message: walletControlMessages.limitAbovePlatform(period, platformCents) });
      }
      return true;
    });
}

/** The form's starting values: the limits in force ("" for the platform's). */
export function initialLimitValues(state: PersonalLimitsState): PersonalLimitsValues {
  return {
    dailyAmount: state.personalDailyAmount ?? '',
    monthlyAmount: state.personalMonthlyAmount ?? '',
  };
}

/**
 * What to send: only the limits that changed (an unchanged one is left out, so a raise waiting on the other stays);
 * an emptied one as null (back to the platform's).
 */
export function changedLimits(
  state: PersonalLimitsState,
  values: PersonalLimitsValues,
): { dailyAmount?: string | null; monthlyAmount?: string | null } {
  const input: { dailyAmount?: string | null; monthlyAmount?: string | null } = {};
  for (const { field, period } of FIELDS) {
    const typed = (values[field] ?? '').trim();
    const parsed = typed === '' ? null : parseAmountInput(typed);
    const cents = parsed && 'cents' in parsed ? parsed.cents : null;
    const current = periodLimits(state, period).personalAmount;
    const currentCents = current === null ? null : dollarsToCents(current);
    if (cents !== currentCents) input[field] = cents === null ? null : centsToDecimalString(cents);
  }
  return input;
}

/** A refusal on the field of the period it names, else on the form. */
function limitsRefusal(error: unknown): SubmissionErrors {
  const message = serverMessage(error, SAVE_FAILURE_MESSAGE);
  if (/\bdaily\b/.test(message)) return { dailyAmount: message };
  if (/\bmonthly\b/.test(message)) return { monthlyAmount: message };
  return { ...serverFieldErrors(error), [FORM_ERROR]: message };
}

interface PersonalLimitsFormProps {
  state: PersonalLimitsState;
}

export function PersonalLimitsForm({ state }: PersonalLimitsFormProps) {
  const [save] = useMutation(SetPersonalLimitsMutation);
  const validate = validateWithSchema<PersonalLimitsValues>(
    yup.object({
      dailyAmount: limitField('daily', state.platformDailyAmount),
      monthlyAmount: limitField('monthly', state.platformMonthlyAmount),
    }),
  );
  const onSubmit = async (values: PersonalLimitsValues): Promise<SubmissionErrors> => {
    const input = changedLimits(state, values);
    if (Object.keys(input).length === 0) return { [FORM_ERROR]: LIMITS_UNCHANGED_MESSAGE };
    try {
      const result = await save({ variables: { input } });
      notify.success(result.data?.setPersonalLimits.message ?? walletControlMessages.limitsSaved);
      return undefined;
    } catch (error) {
      return limitsRefusal(error);
    }
  };
  const pending = FIELDS.map(({ period }) => pendingLimitText(periodLimits(state, period))).filter(
    (text): text is string => text !== null,
  );

  return (
    <Form<PersonalLimitsValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialLimitValues(state)}
    >
      {({ handleSubmit, submitting }) => (
        <FormGrid
          noValidate
          aria-label={PERSONAL_LIMITS_TITLE}
          onSubmit={(event) => void handleSubmit(event)}
        >
          {FIELDS.map(({ field, period, label }) => {
            const limits = periodLimits(state, period);
            return (
              <FormAmountField
                key={field}
                name={field}
                label={label}
                hint={`The platform's ${period} limit is ${formatMoney(limits.platformAmount)}. Leave empty to use it.`}
                disabled={submitting}
              />
            );
          })}
          {pending.map((text) => (
            <Alert key={text} tone="info" title="Waiting">
              {text}
            </Alert>
          ))}
          <FormSubmitError />
          <div>
            <SubmitButton busy={submitting} busyLabel="Saving..." disabled={submitting}>
              {SAVE_LIMITS_LABEL}
            </SubmitButton>
          </div>
        </FormGrid>
      )}
    </Form>
  );
}

interface PersonalLimitsPanelProps {
  state?: PersonalLimitsState | undefined;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => unknown;
}

/** The card itself, from what it is given (the stories show each state). */
export function PersonalLimitsPanel({
  state,
  loading = false,
  failed = false,
  onRetry,
}: PersonalLimitsPanelProps) {
  return (
    <Panel aria-labelledby="settings-limits-title">
      <PanelTitle id="settings-limits-title" size="lg">
        {PERSONAL_LIMITS_TITLE}
      </PanelTitle>
      <SettingNote>
        Set your own daily and monthly limits on money leaving your wallet, at most the platform&apos;s. A
        lower limit applies at once; a higher one, or going back to the platform&apos;s, applies only after 24
        hours, so no one can push you to spend more on the spot.
      </SettingNote>
      {state ? (
        <PersonalLimitsForm state={state} />
      ) : loading ? (
        <FormSkeleton label="Loading your limits..." fields={2} />
      ) : failed ? (
        <RetryAlert title={PERSONAL_LIMITS_ERROR_TITLE} onRetry={onRetry ?? (() => undefined)}>
          Your limits could not be loaded.
        </RetryAlert>
      ) : null}
    </Panel>
  );
}

/** The card with its own query (the Settings page shows it to users). */
export function PersonalLimitsCard() {
  const { data, loading, error, refetch } = useQuery(PersonalLimitsQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const state = data?.myWallet.controls ?? undefined;
  return (
    <PersonalLimitsPanel
      state={state}
      loading={!state && loading}
      failed={!state && Boolean(error)}
      onRetry={refetch}
    />
  );
}
