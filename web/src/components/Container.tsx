// The page's content column: centred, capped at the content width, with side gutters.
import styled from 'styled-components';

/**
 * The page's content column on public pages: centred, capped at the content width (or the narrower reading
 * width with `$width="reading"`), with side gutters. Dashboard pages use Page instead.
 */
export const Container = styled.div<{ $width?: 'content' | 'reading' }>`
  width: 100%;
  max-width: ${({ theme, $width = 'content' }) =>
    $width === 'reading' ? theme.layout.readingWidthMax : theme.layout.contentWidthMax};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.spacing.md};

  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.spacing.xl};
  }
`;
