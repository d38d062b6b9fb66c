// The top band of a public page: its h1 and lead on the hero background.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { SectionHeading } from '../../components/SectionHeading';

const Band = styled.div`
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.heroFrom} 0%,
    ${({ theme }) => theme.colors.heroTo} 100%
  );
  padding-block: ${({ theme }) => `${theme.spacing.xxxl} ${theme.spacing.xxl}`};
`;

interface PageIntroProps {
  eyebrow: string;
  title: string;
  description: ReactNode;
}

export function PageIntro({ eyebrow, title, description }: PageIntroProps) {
  return (
    <Band>
      <Container>
        <SectionHeading level={1} eyebrow={eyebrow} title={title} description={description} />
      </Container>
    </Band>
  );
}
