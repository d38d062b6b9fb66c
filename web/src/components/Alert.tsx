// A message in the flow of the page: information, success or a problem, with an optional action.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';

export const alertTones = ['info', 'success', 'danger'] as const;
export type AlertTone = (typeof alertTones)[number];

const toneStyles = {
  info: css`
    background: ${({ theme }) => theme.colors.primarySurface};
    border-color: ${({ theme }) => theme.colors.link};
    --alert-accent: ${({ theme }) => theme.colors.link};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSurface};
    border-color: ${({ theme }) => theme.colors.success};
    --alert-accent: ${({ theme }) => theme.colors.success};
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerSurface};
    border-color: ${({ theme }) => theme.colors.danger};
    --alert-accent: ${({ theme }) => theme.colors.danger};
  `,
} as const;

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  ${({ $tone }) => toneStyles[$tone]}

  > svg {
    flex: none;
    color: var(--alert-accent);
    margin-top: 0.1rem;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  flex: 1;
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.spacing.xxs};
`;

const icons = { info: InfoIcon, success: CheckIcon, danger: AlertIcon } as const;

interface AlertProps {
  /** How it reads: each tone has its own icon and colours. The words must say it too. */
  tone?: AlertTone;
  /** A short first line in bold. */
  title?: string;
  /** The message, in words people use. */
  children?: ReactNode;
  /** A button or link under the message (Try Again, Sign in). */
  action?: ReactNode;
  className?: string;
}

/**
 * A message that belongs to one place on the page, such as a form's refusal or a notice above a list. A toast
 * is for news about something that just happened; an Alert stays where it applies.
 *
 * `danger` is announced at once (role alert); `info` and `success` are announced politely (role status). For
 * a failed load that can be tried again, use RetryAlert.
 */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const ToneIcon = icons[tone];
  return (
    <Box role={tone === 'danger' ? 'alert' : 'status'} $tone={tone} className={className}>
      <ToneIcon size={20} />
      <Body>
        {title ? <Title>{title}</Title> : null}
        {children ? <div>{children}</div> : null}
        {action ? <Action>{action}</Action> : null}
      </Body>
    </Box>
  );
}
