// A form's fields, messages and buttons one under the other, evenly spaced.
import styled from 'styled-components';

export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;
