// A list's or page's quiet state in the flow: loading (announced politely) or empty, with an optional action.
import type { ComponentType, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import type { IconProps } from './icons';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Spinner = styled.span`
  width: 1.75rem;
  height: 1.75rem;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 3s;
  }
`;

const IconCircle = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

interface StateMessageProps {
  /** `loading` is announced politely (role status); `empty` is plain content. */
  kind: 'loading' | 'empty';
  /** The state in a few words: "No transactions found". */
  title: string;
  /** A sentence on what will show up here. */
  children?: ReactNode;
  /** An icon for the empty state (loading shows a spinner). */
  icon?: ComponentType<IconProps>;
  /** A button or link that fills the list. */
  action?: ReactNode;
}

/**
 * A quiet state where a list or a page's content would be: `loading` (a spinner, announced politely) or
 * `empty` (an icon, what is missing and, if it helps, what to do). Put an action in it when the person can
 * fill the list (Add money). For a failure, use RetryAlert.
 */
export function StateMessage({ kind, title, children, icon: StateIcon, action }: StateMessageProps) {
  return (
    <Box role={kind === 'loading' ? 'status' : undefined}>
      {kind === 'loading' ? (
        <Spinner aria-hidden="true" data-testid="spinner" />
      ) : StateIcon ? (
        <IconCircle>
          <StateIcon size={22} />
        </IconCircle>
      ) : null}
      <Title>{title}</Title>
      {children ? <div>{children}</div> : null}
      {action ? <div>{action}</div> : null}
    </Box>
  );
}
