// The toast container itself, loaded by Toaster with the first toast (lib/toast-host.ts): react-toastify's container,
// its CSS, and its colours pointed at our theme.
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { createGlobalStyle } from 'styled-components';
import { TOAST_AUTO_CLOSE_MS } from '@wallet/common/constants';
import { toastHostMounted } from './toast-host';

// react-toastify reads these variables; pointing them at our tokens keeps toasts readable in both themes.
// Each selector is doubled: react-toastify's stylesheet loads with this component, after the app's styles, and would
// win every tie of equal specificity (it did: toasts sat over the top bar's links at y = 16 px).
const ToastTheme = createGlobalStyle`
  :root:root {
    --toastify-font-family: ${({ theme }) => theme.typography.fontFamily};
    --toastify-color-light: ${({ theme }) => theme.colors.surfaceRaised};
    --toastify-text-color-light: ${({ theme }) => theme.colors.text};
    --toastify-color-dark: ${({ theme }) => theme.colors.surfaceRaised};
    --toastify-text-color-dark: ${({ theme }) => theme.colors.text};
    --toastify-color-success: ${({ theme }) => theme.colors.success};
    --toastify-color-error: ${({ theme }) => theme.colors.danger};
    --toastify-color-info: ${({ theme }) => theme.colors.link};
    --toastify-color-warning: ${({ theme }) => theme.colors.warning};
    --toastify-z-index: ${({ theme }) => theme.zIndices.toast};
    /* Under the sticky top bar of every page, not over its buttons. */
    --toastify-toast-top: calc(${({ theme }) => theme.layout.navbarHeight} + ${({ theme }) => theme.spacing.sm});
  }

  .Toastify__toast.Toastify__toast {
    border: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }

  /* A phone: a column of cards just above the bottom edge (and the home indicator), a little apart. */
  .Toastify__toast-container--bottom-center.Toastify__toast-container--bottom-center {
    ${({ theme }) => theme.media.mobile} {
      left: ${({ theme }) => theme.spacing.sm};
      right: ${({ theme }) => theme.spacing.sm};
      bottom: max(${({ theme }) => theme.spacing.sm}, env(safe-area-inset-bottom));
      width: auto;
      gap: ${({ theme }) => theme.spacing.xs};
      transform: none;

      .Toastify__toast {
        --toastify-toast-width: 100%;
        margin-bottom: 0;
        border-radius: ${({ theme }) => theme.radii.md};
      }
    }
  }
`;

export interface ToastHostProps {
  /** Bottom centre on a phone, top right on wider screens (Toaster decides). */
  position: 'bottom-center' | 'top-right';
  theme: 'light' | 'dark';
}

export function ToastHost({ position, theme }: ToastHostProps) {
  // After the container's own effects (a child's run first): it takes toasts from here on.
  useEffect(() => toastHostMounted(toast), []);
  return (
    <>
      <ToastTheme />
      <ToastContainer position={position} autoClose={TOAST_AUTO_CLOSE_MS} theme={theme} newestOnTop />
    </>
  );
}
