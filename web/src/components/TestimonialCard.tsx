// A customer's words with their name, what they use Wallet for, and a star rating.
import styled from 'styled-components';
import { cardStyles } from './Card';
import { QuoteIcon, StarIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

const RATING_MAX = 5;

const Root = styled.figure`
  ${cardStyles}
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  align-content: start;
  height: 100%;
  margin: 0;
`;

const Stars = styled.p`
  display: flex;
  gap: 0.125rem;
  color: ${({ theme }) => theme.colors.star};
`;

const Quote = styled.blockquote`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.typography.size.lg};

  > svg {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Name = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Role = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface TestimonialCardProps {
  /** Their words, without quotation marks. */
  quote: string;
  /** Their name. */
  name: string;
  /** What they use Wallet for, e.g. "Freelancer". */
  role: string;
  /** Whole stars out of five. */
  rating?: number;
}

/**
 * A customer's words on the public pages: the quote, their name, what they use Wallet for, and a star rating
 * read as "Rated N out of 5".
 */
export function TestimonialCard({ quote, name, role, rating = RATING_MAX }: TestimonialCardProps) {
  const stars = Math.max(0, Math.min(RATING_MAX, Math.round(rating)));
  return (
    <Root>
      <Stars>
        {Array.from({ length: stars }, (_, index) => (
          <StarIcon key={index} size={18} />
        ))}
        <VisuallyHidden>{`Rated ${stars} out of ${RATING_MAX}`}</VisuallyHidden>
      </Stars>
      <Quote>
        <QuoteIcon size={28} />
        <p>{quote}</p>
      </Quote>
      <Caption>
        <Avatar aria-hidden="true">{name.charAt(0)}</Avatar>
        <span>
          <Name>{name}</Name>
          <Role>{role}</Role>
        </span>
      </Caption>
    </Root>
  );
}
