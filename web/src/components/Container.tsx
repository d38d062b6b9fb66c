// The page's content column: centred, capped at the content width, with side gutters.
import styled from 'styled-components';

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
