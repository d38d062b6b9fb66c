// Facts as term and value pairs (a <dl> of <div>s holding a <dt> and a <dd>), two columns from tablet up.
import styled from 'styled-components';

/**
 * Facts as term and value pairs in two columns from tablet width up, such as a person's details on an admin
 * page. Write the pairs yourself: a `<div>` holding a `<dt>` and a `<dd>` for each. Name the list with
 * aria-label when the page has more than one. For a summary with values on the right, use DetailList.
 */
export const FactList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  dt {
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    overflow-wrap: anywhere;
  }
`;
