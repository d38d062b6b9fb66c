// The page-wide base: a light reset, the body's colours and type from the theme, visible focus, reduced motion.
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    color-scheme: ${({ theme }) => theme.name};
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: calc(${({ theme }) => theme.layout.navbarHeight} + 1rem);
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.size.md};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  h1, h2, h3, h4, p, ul, ol, dl, dd, figure, blockquote {
    margin: 0;
  }

  h1, h2, h3, h4 {
    color: ${({ theme }) => theme.colors.heading};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
    text-underline-offset: 0.2em;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.linkHover};
  }

  img, svg {
    display: block;
    max-width: 100%;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    /* Not the toasts' progress bar: its animation is their 4-second timer (react-toastify closes a toast when it
       ends), so shortening it closed every toast the moment it appeared for people who prefer less motion. */
    *:not(.Toastify__progress-bar),
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      scroll-behavior: auto !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
