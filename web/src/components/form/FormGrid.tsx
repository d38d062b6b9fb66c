// A form's fields, messages and buttons one under the other, evenly spaced.
import styled from 'styled-components';

/**
 * The `<form>` element of our forms: fields, messages and buttons one under the other, evenly spaced. Name it
 * (aria-label) when the page has more than one form.
 */
export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;
