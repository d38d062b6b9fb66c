// Shared layout pieces of the profile screen.
import styled from 'styled-components';
import { cardStyles } from '../../components/Card';

export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const Panel = styled.section`
  ${cardStyles}
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  align-content: start;
`;

export const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;
