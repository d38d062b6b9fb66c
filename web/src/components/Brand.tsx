// The wallet's name with its mark and tagline, linking home where it heads a page.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { WalletIcon } from './icons';

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.heading};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover {
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.tablet} {
    width: 2.25rem;
    height: 2.25rem;
  }
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Words = styled.span`
  display: grid;
  line-height: 1.1;
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.extrabold};
  letter-spacing: -0.01em;
`;

const Tagline = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const BRAND_NAME = 'Wallet';
export const BRAND_TAGLINE = 'Secure & Fast';

interface BrandProps {
  /** Where it links: the home page on public pages, the dashboard's home inside one. */
  to?: string;
  /** Shows "Secure & Fast" under the name; hide it where space is tight. */
  showTagline?: boolean;
  className?: string;
}

/**
 * The logo: the mark, "Wallet" and its tagline, as a link (home by default). It heads the navbar, the sidebar
 * and the footer.
 */
export function Brand({ to = '/', showTagline = true, className }: BrandProps) {
  return (
    <BrandLink to={to} className={className}>
      <Mark>
        <WalletIcon size={20} />
      </Mark>
      <Words>
        <Name>{BRAND_NAME}</Name>
        {showTagline ? <Tagline>{BRAND_TAGLINE}</Tagline> : null}
      </Words>
    </BrandLink>
  );
}
