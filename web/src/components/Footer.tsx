// The public pages' footer: brand and support lines, four link groups, trust badges, social links, copyright.
import { useId } from 'react';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@wallet/common/constants';
import { paths } from '../lib/paths';
import { Brand, BRAND_NAME } from './Brand';
import { ButtonLink } from './Button';
import { Container } from './Container';
import {
  CreditCardIcon,
  FacebookIcon,
  GlobeIcon,
  InstagramIcon,
  LifebuoyIcon,
  LinkedInIcon,
  LockIcon,
  MailIcon,
  PhoneIcon,
  ShieldIcon,
  TwitterIcon,
} from './icons';
import type { IconProps } from './icons';

/**
 * SPEC.md's four groups with only the links that lead to a real page: no Careers, Press, Blog or Community (nothing
 * true to put there yet) and no Exchange (Wallet holds US dollars only); Wallet is the Features page.
 */
export const footerLinkGroups = [
  {
    title: 'Company',
    links: [
      { to: paths.about, label: 'About' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
  {
    title: 'Products',
    links: [
      { to: paths.features, label: 'Wallet' },
      { to: paths.products.payments, label: 'Payments' },
      { to: paths.products.api, label: 'API' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: paths.support.help, label: 'Help' },
      { to: paths.faq, label: 'FAQ' },
      { to: paths.support.status, label: 'Status' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.legal.privacy, label: 'Privacy' },
      { to: paths.legal.terms, label: 'Terms' },
      { to: paths.legal.cookies, label: 'Cookies' },
      { to: paths.legal.gdpr, label: 'GDPR' },
    ],
  },
] as const;

const trustBadges: ReadonlyArray<{ label: string; icon: ComponentType<IconProps> }> = [
  { label: 'Bank-level Security', icon: ShieldIcon },
  { label: 'Multiple Payment Methods', icon: CreditCardIcon },
  { label: '256-bit Encryption', icon: LockIcon },
  { label: 'Global Coverage', icon: GlobeIcon },
];

// Placeholder targets until the company's profiles exist; each link still says where it would go.
const socialLinks: ReadonlyArray<{ label: string; href: string; icon: ComponentType<IconProps> }> = [
  { label: 'Facebook', href: '#', icon: FacebookIcon },
  { label: 'Twitter', href: '#', icon: TwitterIcon },
  { label: 'LinkedIn', href: '#', icon: LinkedInIcon },
  { label: 'Instagram', href: '#', icon: InstagramIcon },
];

const Root = styled.footer`
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.spacing.xxl};
  color: ${({ theme }) => theme.colors.textMuted};

  /* A phone shows its toasts at the bottom edge (lib/Toaster.tsx): the page ends with room for one, so at the very
     bottom a toast covers no footer link. */
  ${({ theme }) => theme.media.mobile} {
    padding-bottom: 6rem;
  }
`;

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 2fr);
  }
`;

const BrandBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  align-content: start;
  justify-items: start;
`;

const Blurb = styled.p`
  max-width: 28rem;
`;

const ContactList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
  }

  svg {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const MutedLink = styled.a`
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover {
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const GroupTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const GroupList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupLink = styled(Link)`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.heading};
    text-decoration: underline;
  }
`;

const Badges = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => `${theme.spacing.xxl} 0 0`};
  padding: ${({ theme }) => `${theme.spacing.lg} 0`};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding-block: ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const SocialList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover {
    color: ${({ theme }) => theme.colors.link};
    border-color: ${({ theme }) => theme.colors.link};
  }

  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

interface FooterProps {
  /** The copyright year; the current one unless a story pins it. */
  year?: number;
}

/**
 * The public pages' footer: the brand with the support e-mail and phone, four link groups (each a navigation
 * landmark named by its heading), the trust badges, social links and the copyright line. The public layout
 * places it; it takes no content of its own.
 */
export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  const idPrefix = useId();
  return (
    <Root>
      <Container>
        <Top>
          <BrandBlock>
            <Brand />
            <Blurb>Secure, fast, and reliable digital wallet solution for the modern world</Blurb>
            <ContactList>
              <li>
                <MailIcon size={18} />
                <span>
                  Email: <MutedLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</MutedLink>
                </span>
              </li>
              <li>
                <PhoneIcon size={18} />
                <span>
                  Phone:{' '}
                  <MutedLink href={`tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`}>{SUPPORT_PHONE}</MutedLink>
                </span>
              </li>
            </ContactList>
            <ButtonLink to={paths.contact} variant="secondary" size="sm">
              <LifebuoyIcon />
              Get Support
            </ButtonLink>
          </BrandBlock>
          <Groups>
            {footerLinkGroups.map((group) => (
              // One navigation landmark per group, named by its heading ("Company", "Products", …).
              <nav key={group.title} aria-labelledby={`${idPrefix}-${group.title}`}>
                <GroupTitle id={`${idPrefix}-${group.title}`}>{group.title}</GroupTitle>
                <GroupList>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <GroupLink to={link.to}>{link.label}</GroupLink>
                    </li>
                  ))}
                </GroupList>
              </nav>
            ))}
          </Groups>
        </Top>
        <Badges aria-label="Why you can trust us">
          {trustBadges.map(({ label, icon: BadgeIcon }) => (
            <li key={label}>
              <BadgeIcon size={20} />
              {label}
            </li>
          ))}
        </Badges>
        <Bottom>
          <p>{`© ${year} ${BRAND_NAME}. All rights reserved.`}</p>
          <SocialList aria-label="Social media">
            {socialLinks.map(({ label, href, icon: SocialIcon }) => (
              <li key={label}>
                <SocialLink href={href} aria-label={label}>
                  <SocialIcon />
                </SocialLink>
              </li>
            ))}
          </SocialList>
        </Bottom>
      </Container>
    </Root>
  );
}
