// "Resend code", disabled while its countdown runs ("Resend code in 5s"); the parent restarts the countdown.
import styled from 'styled-components';

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-decoration: underline;
  cursor: pointer;

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

interface ResendCodeButtonProps {
  /** Seconds until another code may be asked for; 0 enables the button. */
  secondsLeft: number;
  /** A code is on its way: the button says "Sending...". */
  sending?: boolean;
  /** Asks for a new code. */
  onResend: () => void;
}

/**
 * "Resend code" beside a code entry, shown as a link-styled button. It stays disabled while its countdown
 * runs ("Resend code in 5s") and while a code is being sent. The parent owns the countdown and restarts it
 * after each send.
 */
export function ResendCodeButton({ secondsLeft, sending = false, onResend }: ResendCodeButtonProps) {
  const waiting = secondsLeft > 0;
  return (
    <LinkButton type="button" disabled={waiting || sending} onClick={onResend}>
      {sending ? 'Sending...' : waiting ? `Resend code in ${secondsLeft}s` : 'Resend code'}
    </LinkButton>
  );
}
