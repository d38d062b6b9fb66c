// Disclosure list (WAI-ARIA accordion pattern): each heading holds a button that shows or hides its panel.
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from './icons';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

const List = styled.div`
  display: grid;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;

const Item = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.typography.size.md};
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.heading};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline-offset: -3px;
  }

  svg {
    flex: none;
    transition: transform ${({ theme }) => theme.transitions.normal};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => `0 ${theme.spacing.lg} ${theme.spacing.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};

  p + p {
    margin-top: ${({ theme }) => theme.spacing.xs};
  }
`;

interface AccordionProps {
  /** The sections in order. Each `id` must be unique in the list: it names the button and its panel. */
  items: readonly AccordionItem[];
  /** The heading level that fits the outline where the accordion sits. */
  headingLevel?: 2 | 3 | 4;
  /** Item ids open at first. */
  defaultOpenIds?: readonly string[];
}

/**
 * Sections a reader opens one at a time, such as the FAQ's questions and answers; several may be open
 * together. Each title is a button inside a heading, so screen-reader users can jump between items by heading
 * and hear whether each is expanded. Pick `headingLevel` to continue the outline of the page it sits in.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenIds = [] }: AccordionProps) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(defaultOpenIds));

  const toggle = (itemId: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(itemId)) next.delete(itemId);
      else next.add(itemId);
      return next;
    });

  return (
    <List>
      {items.map((item) => {
        const open = openIds.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <Item key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon size={20} />
              </Trigger>
            </Heading>
            <Panel id={panelId} hidden={!open}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
