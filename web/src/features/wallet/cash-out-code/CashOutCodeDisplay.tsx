// A cash-out code the user just created: the 6 digits large, the most it allows, a live countdown to its expiry
// ("Code expired" at 0) and the reminder to tell it only to the agent, in person.
import styled from 'styled-components';
import { formatMoney } from '@wallet/common/money';
import { Alert } from '../../../components/Alert';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatMinutesSeconds, useSecondsUntil } from './use-seconds-until';

export const CODE_EXPIRED = 'Code expired';
export const CODE_PRIVACY_NOTE =
  'Tell this code only to the agent, in person. Wallet staff and agents never ask for it by phone, message or e-mail.';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  justify-items: center;
  text-align: center;
`;

const Code = styled.p<{ $expired: boolean }>`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.h2};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: 0.3em;
  /* The letter spacing also follows the last digit: pull it back so the code stays centred. */
  margin-right: -0.3em;
  color: ${({ theme, $expired }) => ($expired ? theme.colors.textMuted : theme.colors.heading)};
  text-decoration: ${({ $expired }) => ($expired ? 'line-through' : 'none')};
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Countdown = styled.p<{ $expired: boolean }>`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme, $expired }) => ($expired ? theme.colors.danger : theme.colors.text)};
  font-variant-numeric: tabular-nums;
`;

export interface CreatedCashOutCode {
  code: string;
  /** Money scalar. */
  maxAmount: string;
  /** ISO-8601. */
  expiresAt: string;
}

export function CashOutCodeDisplay({ code }: { code: CreatedCashOutCode }) {
  const secondsLeft = useSecondsUntil(code.expiresAt);
  const expired = secondsLeft === 0;
  return (
    <Box role="group" aria-label="Your cash-out code">
      {/* Read digit by digit, not as one large number. */}
      <Code $expired={expired} aria-hidden="true">
        {code.code}
      </Code>
      <VisuallyHidden>{`Code: ${code.code.split('').join(' ')}`}</VisuallyHidden>
      <Muted>{`For up to ${formatMoney(code.maxAmount)}, once.`}</Muted>
      {/* role timer is not announced on every tick; the expiry is, once, by the alert below. */}
      <Countdown role="timer" $expired={expired}>
        {expired ? CODE_EXPIRED : `Expires in ${formatMinutesSeconds(secondsLeft)}`}
      </Countdown>
      {expired ? (
        <Alert tone="danger">{`${CODE_EXPIRED}. Create a new code if you still need one.`}</Alert>
      ) : (
        <Muted>{CODE_PRIVACY_NOTE}</Muted>
      )}
    </Box>
  );
}
