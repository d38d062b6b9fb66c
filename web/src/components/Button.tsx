// Buttons and button-looking links: one look, variants and sizes as props mapped to css blocks.
import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.text};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.text};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  /* An action that takes something away (block, suspend): red outline at rest, filled red on hover. */
  danger: css`
    background: ${({ theme }) => theme.colors.dangerSurface};
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.danger};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.danger};
      border-color: ${({ theme }) => theme.colors.danger};
      color: ${({ theme }) => theme.colors.background};
    }
  `,
} as const;

const sizeStyles = {
  sm: css`
    min-height: 2.25rem;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.typography.size.sm};
  `,
  md: css`
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.typography.size.md};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0 ${({ theme }) => theme.spacing.lg};
    font-size: ${({ theme }) => theme.typography.size.lg};
  `,
} as const;

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  ${({ $variant }) => variantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }

  svg {
    flex: none;
    width: 1.15em;
    height: 1.15em;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

interface LookProps {
  /** `primary` for the main action, `secondary` for the others, `ghost` for quiet ones, `danger` to take away. */
  variant?: ButtonVariant;
  /** `sm` in tables and bars, `md` in forms, `lg` for a page's call to action. */
  size?: ButtonSize;
  /** Takes the width of its container (phone menus, narrow forms). */
  fullWidth?: boolean;
}

export type ButtonProps = ComponentPropsWithRef<'button'> & LookProps;

/**
 * Every action button of the app. `primary` for the one main action of a screen or form, `secondary` for the
 * others, `ghost` for quiet actions in bars and lists, `danger` for an action that takes something away (Block,
 * Suspend). It takes the native button's props; `type` is "button"
 * unless set, so only a submit button (SubmitButton) submits a form. For navigation, use ButtonLink, which
 * looks the same.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  ...props
}: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $size={size} $fullWidth={fullWidth} {...props} />;
}

export type ButtonLinkProps = LinkProps & LookProps;

/** A router link that looks like a button: for navigation, never for actions. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  ...props
}: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...props} />;
}
