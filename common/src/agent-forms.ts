// The Cash In, Cash Out and cash-out code forms' rules (SPEC.md §5, docs/agents.md) and where a refusal belongs.
import * as yup from 'yup';
import { CASH_OUT_CODE_LENGTH, agentMessages } from './agents';
import { walletMessages } from './wallet';
import { parseAmountInput, walletFormFailures } from './wallet-forms';

/** What a form says when the server gave no message of its own (SPEC.md §8 where it has one). */
export const agentFormFailures = {
  /** SPEC.md §8: the prototype's cash in was an add money to another wallet. */
  cashIn: 'Failed to add money to wallet',
  cashOut: walletFormFailures.withdraw,
  cashOutCode: 'Failed to create a cash-out code',
} as const;

/** The one message of ours the contract has no text for: a code that is typed but is not 6 digits. */
export const cashOutCodeDigitsMessage = `The cash-out code has ${CASH_OUT_CODE_LENGTH} digits`;

const CASH_OUT_CODE_PATTERN = new RegExp(`^\\d{${CASH_OUT_CODE_LENGTH}}$`);

/** The code as typed, without the spaces of empty slots or around it. */
export function cashOutCodeOf(value: string | null | undefined): string {
  return (value ?? '').replace(/\s/g, '');
}

/** A valid amount first, then the form's own rule on its cents (a message, or none). */
function amountField(rule: (cents: number) => string | undefined = () => undefined) {
  return yup
    .string()
    .default('')
    .test('amount', function checkAmount(value) {
      const parsed = parseAmountInput(value);
      const message = 'message' in parsed ? parsed.message : rule(parsed.cents);
      return message ? this.createError({ message }) : true;
    });
}

function userIdField() {
  return yup.string().trim().default('').required(agentMessages.userIdRequired);
}

export interface CashInRules {
  /** The agent's balance now: cash in is paid from it, so no more than this can go. */
  floatCents: number;
}

/** Cash In: a user and an amount the agent's float covers. */
export function cashInSchema({ floatCents }: CashInRules) {
  return yup.object({
    userId: userIdField(),
    amount: amountField((cents) =>
      cents > floatCents ? agentMessages.insufficientFloat(floatCents) : undefined,
    ),
  });
}
export type CashInFormValues = yup.InferType<ReturnType<typeof cashInSchema>>;

/** Cash Out: a user, an amount and the 6-digit code that user created. */
export function cashOutSchema() {
  return yup.object({
    userId: userIdField(),
    amount: amountField(),
    code: yup
      .string()
      .default('')
      .transform((value: unknown) => (typeof value === 'string' ? cashOutCodeOf(value) : value))
      .required(agentMessages.codeRequired)
      .matches(CASH_OUT_CODE_PATTERN, { message: cashOutCodeDigitsMessage, excludeEmptyString: true }),
  });
}
export type CashOutFormValues = yup.InferType<ReturnType<typeof cashOutSchema>>;

/** The user's cash-out code: the most an agent may take with it. */
export function cashOutCodeSchema() {
  return yup.object({ maxAmount: amountField() });
}
export type CashOutCodeFormValues = yup.InferType<ReturnType<typeof cashOutCodeSchema>>;

export type AgentFormField = 'userId' | 'amount' | 'code';

const userMessages: readonly string[] = [
  agentMessages.userIdRequired,
  agentMessages.userNotFound,
  agentMessages.userWalletsOnly,
  agentMessages.userWalletBlocked,
];

const amountMessages: readonly string[] = [
  walletMessages.amountInvalid,
  walletMessages.amountDecimals,
  walletMessages.amountTooLarge,
  agentMessages.userBalanceShort,
];

const codeMessages: readonly string[] = [
  agentMessages.codeRequired,
  agentMessages.codeInvalid,
  agentMessages.codeTooSmall,
  agentMessages.codeLocked,
  cashOutCodeDigitsMessage,
];

/**
 * Which field of Cash In or Cash Out a server refusal belongs to, from its text (docs/agents.md "Refusals"): the
 * user, the amount (float, balance and the user's limits included) or the code; undefined for the whole form.
 */
export function agentFormFieldOf(message: string): AgentFormField | undefined {
  if (userMessages.includes(message)) return 'userId';
  if (codeMessages.includes(message)) return 'code';
  if (amountMessages.includes(message)) return 'amount';
  if (message.startsWith('Insufficient float') || message.startsWith('This would exceed ')) return 'amount';
  return undefined;
}
