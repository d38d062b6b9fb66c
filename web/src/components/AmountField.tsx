// A money amount input (dollars as typed, e.g. "25.50") with quick amount buttons and an optional Max button.
import styled from 'styled-components';
import { formatCents } from '@wallet/common/money';
import { Button } from './Button';
import { TextField } from './TextField';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const QuickAmounts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};

  [aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySurface};
  }
`;

export interface AmountFieldProps {
  /** The visible label, e.g. "Amount (USD)". */
  label: string;
  name?: string;
  /** The amount as typed, in dollars ("", "25", "25.50"). */
  value: string;
  onChange: (value: string) => void;
  /** Called after typing ends and after a quick amount or Max was picked, so its message shows at once. */
  onBlur?: () => void;
  onFocus?: () => void;
  /** Whole dollars offered as one-click amounts (QUICK_AMOUNTS from common). */
  quickAmounts?: readonly number[];
  /** Shows a Max button: returns the amount to fill in, or nothing when it only tells why it cannot say. */
  onMax?: () => string | undefined;
  /** Greys out Max, e.g. while the wallet is loading. */
  maxDisabled?: boolean;
  /** Shown under the field and read with it; marks it invalid. */
  error?: string | undefined;
  /** A line under the field, such as the fee or the allowance left. */
  hint?: string;
  disabled?: boolean;
  /** Marks the field as needed (asterisk and aria-required). */
  requiredField?: boolean;
  id?: string;
}

/** Whole dollars to the text an amount field holds: 25 → "25". */
function typedDollars(dollars: number): string {
  return String(dollars);
}

/**
 * The amount of a money form, in dollars as the person types it ("25.50"). The text is kept exactly as typed;
 * the form's yup schema (common's amount rules) checks it, so nothing is rounded here. Quick amounts fill in
 * whole dollars, and Max asks the form for the most that can go.
 *
 * In a react-final-form form, use FormAmountField: it binds the value, the events and the message.
 */
export function AmountField({
  label,
  name,
  value,
  onChange,
  onBlur,
  onFocus,
  quickAmounts = [],
  onMax,
  maxDisabled = false,
  error,
  hint,
  disabled = false,
  requiredField = false,
  id,
}: AmountFieldProps) {
  const pick = (next: string) => {
    onChange(next);
    onBlur?.();
  };
  const typed = value.trim();

  return (
    <Field>
      <TextField
        id={id}
        name={name}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => onBlur?.()}
        onFocus={() => onFocus?.()}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        error={error}
        hint={hint}
        disabled={disabled}
        requiredField={requiredField}
      />
      {quickAmounts.length > 0 || onMax ? (
        <QuickAmounts role="group" aria-label="Quick amounts">
          {quickAmounts.map((dollars) => (
            <Button
              key={dollars}
              variant="secondary"
              size="sm"
              aria-pressed={typed === typedDollars(dollars)}
              disabled={disabled}
              onClick={() => pick(typedDollars(dollars))}
            >
              {formatCents(dollars * 100)}
            </Button>
          ))}
          {onMax ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled || maxDisabled}
              onClick={() => {
                const most = onMax();
                if (most !== undefined) pick(most);
              }}
            >
              Max
            </Button>
          ) : null}
        </QuickAmounts>
      ) : null}
    </Field>
  );
}
