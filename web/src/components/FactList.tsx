// Facts as term and value pairs (a <dl> of <div>s holding a <dt> and a <dd>), two columns from tablet up.
import styled from 'styled-components';

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
