// One product feature: an icon, a short title and a sentence or two on what it does for you.
import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './Card';
import type { IconProps } from './icons';

const Root = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  align-content: start;
  height: 100%;
`;

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.link};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.typography.size.h3};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface FeatureCardProps {
  /** A decorative icon from ./icons. */
  icon: ComponentType<IconProps>;
  /** A few words, as the card's heading. */
  title: string;
  /** What the feature does for the person, in a sentence or two. */
  children: ReactNode;
  /** h3 under a section's h2; h2 where the card stands directly under the page's h1. */
  headingLevel?: 2 | 3;
}

/**
 * One product feature on the public pages: an icon, a short title and a sentence or two on what it does for
 * the person. Lay several out in a grid; each card owns no margin.
 */
export function FeatureCard({ icon: FeatureIcon, title, children, headingLevel = 3 }: FeatureCardProps) {
  return (
    <Root>
      <IconBadge>
        <FeatureIcon />
      </IconBadge>
      <Title as={headingLevel === 2 ? 'h2' : 'h3'}>{title}</Title>
      <Text>{children}</Text>
    </Root>
  );
}
