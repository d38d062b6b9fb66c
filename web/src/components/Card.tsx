// A raised surface that groups related content; layouts decide where it sits.
import styled, { css } from 'styled-components';

export const cardStyles = css`
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme }) => theme.spacing.lg};
`;

/**
 * A raised surface (border, radius, padding) that groups related content. It owns no margin: the layout
 * places it. Components that look like a card reuse `cardStyles` rather than wrapping a Card.
 */
export const Card = styled.div`
  ${cardStyles}
`;
