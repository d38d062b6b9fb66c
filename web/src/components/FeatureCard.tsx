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
  icon: ComponentType<IconProps>;
  title: string;
  children: ReactNode;
  /** h3 under a section's h2; h2 where the card stands directly under the page's h1. */
  headingLevel?: 2 | 3;
}

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
