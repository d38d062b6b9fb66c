// Contact: how to reach support, and the form that sends us a message.
import styled from 'styled-components';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@wallet/common/constants';
import { Card } from '../../../components/Card';
import { Container } from '../../../components/Container';
import { ClockIcon, MailIcon, PhoneIcon } from '../../../components/icons';
import { PageIntro } from '../PageIntro';
import { ContactForm } from './ContactForm';

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
  padding-block: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.section}`};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Info = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const InfoList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
  }

  li > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.link};
    margin-top: 0.2rem;
  }

  h3 {
    font-size: ${({ theme }) => theme.typography.size.md};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const FormCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};

  h2 {
    font-size: ${({ theme }) => theme.typography.size.xxl};
  }
`;

export function ContactPage() {
  return (
    <>
      <title>Contact · Wallet</title>
      <PageIntro
        eyebrow="Contact"
        title="We're here to help"
        description="Questions about your wallet, becoming an agent or working with us? Send a message and a member of our team will get back to you within 24 hours."
      />
      <Layout>
        <FormCard as="section" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us a message</h2>
          <ContactForm />
        </FormCard>
        <Info aria-labelledby="contact-info-heading">
          <h2 id="contact-info-heading">Other ways to reach us</h2>
          <InfoList>
            <li>
              <MailIcon />
              <div>
                <h3>Email</h3>
                <p>
                  <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
                </p>
              </div>
            </li>
            <li>
              <PhoneIcon />
              <div>
                <h3>Phone</h3>
                <p>
                  <a href={`tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`}>{SUPPORT_PHONE}</a>
                </p>
              </div>
            </li>
            <li>
              <ClockIcon />
              <div>
                <h3>Support hours</h3>
                <p>Monday to Friday, 9 a.m. to 5 p.m. Eastern Time</p>
              </div>
            </li>
          </InfoList>
        </Info>
      </Layout>
    </>
  );
}
