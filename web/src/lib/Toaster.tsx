// The one toast container: at most 3 visible, 4 s each (SPEC.md §9), coloured by the current theme.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { createGlobalStyle } from 'styled-components';
import { TOAST_AUTO_CLOSE_MS, TOASTS_VISIBLE_MAX } from '@wallet/common/constants';
import { useThemePreference } from './ThemePreferenceProvider';

// react-toastify reads these variables; pointing them at our tokens keeps toasts readable in both themes.
const ToastTheme = createGlobalStyle`
  :root {
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
  }

  .Toastify__toast {
    border: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

export function Toaster() {
  const { resolvedTheme } = useThemePreference();
  return (
    <>
      <ToastTheme />
      <ToastContainer
        position="top-right"
        limit={TOASTS_VISIBLE_MAX}
        autoClose={TOAST_AUTO_CLOSE_MS}
        theme={resolvedTheme}
        newestOnTop
      />
    </>
  );
}
