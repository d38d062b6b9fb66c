// A one-time code typed into separate slots: typing moves on, Backspace moves back, pasting fills them all.
import { useId, useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import styled from 'styled-components';
import { OTP_LENGTH } from '@wallet/common/constants';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Legend = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Slots = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Slot = styled.input<{ $invalid: boolean }>`
  width: 2.75rem;
  height: 3.25rem;
  min-width: 0;
  flex: 0 1 2.75rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.xl};
  text-align: center;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  &:disabled {
    opacity: 0.65;
  }
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Empty slots are spaces in the value so positions hold; `otpDigits` turns it into the code to send. */
const EMPTY = ' ';

export function otpDigits(value: string): string {
  return value.replace(/\s/g, '');
}

export interface OtpInputProps {
  /** The slots as typed, spaces for empty ones. */
  value: string;
  /** Every keystroke or paste, with the whole value. */
  onChange: (value: string) => void;
  /** Names the group of slots. */
  label?: string;
  /** The number of slots (OTP_LENGTH from common). */
  length?: number;
  /** Shown under the slots and read with them; marks every slot invalid. */
  error?: string | undefined;
  disabled?: boolean;
  /** Focuses the first slot when shown, on a screen that only asks for the code. */
  autoFocus?: boolean;
  onBlur?: () => void;
}

/**
 * A one-time code (e-mail verification, password reset, two-factor) typed into separate slots. Typing a digit
 * moves to the next slot, Backspace on an empty slot goes back, the arrow keys move, and pasting or a phone's
 * autofill fills every slot at once. The slots are one group named by `label`, and the error is read with it.
 *
 * Empty slots are kept as spaces in `value`, so positions hold while typing; send `otpDigits(value)`. In a
 * react-final-form form, use FormOtpField.
 */
export function OtpInput({
  value,
  onChange,
  label = 'Verification code',
  length = OTP_LENGTH,
  error,
  disabled = false,
  autoFocus = false,
  onBlur,
}: OtpInputProps) {
  const id = useId();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const slots = Array.from({ length }, (_, index) => {
    const character = value[index] ?? EMPTY;
    return character === EMPTY ? '' : character;
  });

  const commit = (next: string[]) =>
    onChange(
      next
        .map((character) => character || EMPTY)
        .join('')
        .trimEnd(),
    );
  const focusSlot = (index: number) => refs.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  /** Digits from `start` on (a paste, or a phone's autofill putting the whole code in one slot). */
  const fillFrom = (start: number, text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, length);
    if (digits.length === 0) return;
    const from = digits.length >= length ? 0 : start;
    const next = [...slots];
    [...digits].forEach((digit, offset) => {
      if (from + offset < length) next[from + offset] = digit;
    });
    commit(next);
    focusSlot(Math.min(from + digits.length, length - 1));
  };

  const onSlotChange = (index: number, text: string) => {
    const digits = text.replace(/\D/g, '');
    if (digits.length > 1) {
      fillFrom(index, digits);
      return;
    }
    const next = [...slots];
    next[index] = digits;
    commit(next);
    if (digits) focusSlot(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !slots[index]) {
      event.preventDefault();
      if (index > 0) {
        const next = [...slots];
        next[index - 1] = '';
        commit(next);
        focusSlot(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusSlot(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusSlot(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <Field>
      <Legend id={labelId}>{label}</Legend>
      <Slots role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
        {slots.map((character, index) => (
          <Slot
            // The slots never reorder: the index is their identity.
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            value={character}
            onChange={(event) => onSlotChange(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            onBlur={onBlur}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={length}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            $invalid={Boolean(error)}
          />
        ))}
      </Slots>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
