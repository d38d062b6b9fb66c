// The body of a short public text page (terms, privacy, help, status…): its sections, each an h2 and its text, in a
// column narrow enough to read.
import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../../components/Container';

export const InfoBody = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
  max-width: 50rem;
  padding-block: ${({ theme }) => theme.spacing.xxl};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  overflow-wrap: anywhere;

  h2 {
    font-size: ${({ theme }) => theme.typography.size.xl};
    color: ${({ theme }) => theme.colors.heading};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs};
    margin: 0;
    padding-left: 1.25rem;
  }

  code {
    font-family: ${({ theme }) => theme.typography.monoFamily};
    font-size: 0.9em;
  }
`;

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}
