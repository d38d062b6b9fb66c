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
  maxDisabled?: boolean;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
  requiredField?: boolean;
  id?: string;
}

/** Whole dollars to the text an amount field holds: 25 → "25". */
function typedDollars(dollars: number): string {
  return String(dollars);
}

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
