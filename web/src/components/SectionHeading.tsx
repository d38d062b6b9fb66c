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
  /** The heading's text. */
  title: ReactNode;
  /** A short line above the title, naming the topic. */
  eyebrow?: string;
  /** The lead paragraph under the title. */
  description?: ReactNode;
  /** 1 for the page's h1, 2 for its sections. */
  level?: 1 | 2;
  /** `center` for a page's hero and centred sections. */
  align?: 'start' | 'center';
  /** Put on the heading so the section can be labelled by it (aria-labelledby). */
  id?: string;
}

/**
 * The heading block of a public page or one of its sections: an optional eyebrow, the title and a lead
 * paragraph. Use `level={1}` once per page (its top section) and 2 for the sections under it. Give an `id` to
 * label the section by its heading.
 */
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
