// A small pill that names a state (Active, Blocked, Completed…); the tone says how it reads, the text says what.
import type { ComponentType, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { IconProps } from './icons';

export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type BadgeTone = (typeof badgeTones)[number];

// Each text colour is paired with a surface it keeps at least 4.5:1 against, in both themes.
const toneStyles = {
  neutral: css`
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.primarySurface};
    border-color: ${({ theme }) => theme.colors.link};
    color: ${({ theme }) => theme.colors.link};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSurface};
    border-color: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.success};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-color: ${({ theme }) => theme.colors.warning};
    color: ${({ theme }) => theme.colors.warning};
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerSurface};
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.danger};
  `,
} as const;

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: 0.125rem ${({ theme }) => theme.spacing.xs};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: 1.4;
  white-space: nowrap;
  ${({ $tone }) => toneStyles[$tone]}

  svg {
    flex: none;
  }
`;

interface BadgeProps {
  /** How it reads. Each tone's text and surface keep at least 4.5:1 contrast in both themes. */
  tone?: BadgeTone;
  /** A decorative icon before the words. */
  icon?: ComponentType<IconProps> | undefined;
  /** The state in words: "Active", "Pending". */
  children: ReactNode;
  className?: string;
}

/**
 * A state named in a pill, next to what it describes (a row's status, a person's role). Always say the state
 * in words; the tone only colours it. Where a specific badge exists (StatusBadge, WalletStatusBadge,
 * RoleBadge), use it, so a state reads the same everywhere in the app.
 */
export function Badge({ tone = 'neutral', icon: BadgeIcon, children, className }: BadgeProps) {
  return (
    <Pill $tone={tone} className={className}>
      {BadgeIcon ? <BadgeIcon size={14} /> : null}
      {children}
    </Pill>
  );
}
