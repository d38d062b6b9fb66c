// The heading block of a page or section: an eyebrow, the title (h1 or h2) and a lead paragraph.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div<{ $align: 'start' | 'center' }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  align-content: start;
  max-width: ${({ theme }) => theme.layout.readingWidthMax};
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'start')};
  margin-inline: ${({ $align }) => ($align === 'center' ? 'auto' : '0')};
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.link};
`;

const Title = styled.h2<{ $level: 1 | 2 }>`
  font-size: ${({ theme, $level }) => ($level === 1 ? theme.typography.size.h1 : theme.typography.size.h2)};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.typography.size.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface SectionHeadingProps {
  title: ReactNode;
  eyebrow?: string;
  description?: ReactNode;
  level?: 1 | 2;
  align?: 'start' | 'center';
  /** Put on the heading so the section can be labelled by it (aria-labelledby). */
  id?: string;
}

export function SectionHeading({
  title,
  eyebrow,
  description,
  level = 2,
  align = 'start',
  id,
}: SectionHeadingProps) {
  return (
    <Wrapper $align={align}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Title as={level === 1 ? 'h1' : 'h2'} id={id} $level={level}>
        {title}
      </Title>
      {description ? <Lead>{description}</Lead> : null}
    </Wrapper>
  );
}
