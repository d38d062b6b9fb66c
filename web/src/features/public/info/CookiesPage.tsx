// Cookies: every cookie and browser-storage entry the product sets, what it is for and how long it lives.
import styled from 'styled-components';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { PageIntro } from '../PageIntro';
import { InfoBody, InfoSection } from './InfoLayout';

const TableWrap = styled.div`
  overflow-x: auto;

  table {
    width: 100%;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`;

const cookies = [
  {
    name: 'wallet_session',
    purpose: 'Keeps you signed in. HttpOnly (scripts cannot read it), sent to this site only.',
    lifetime: 'Until you close the browser, or 30 days with “Remember me”; ends when you log out',
  },
  {
    name: 'wallet_device',
    purpose:
      'A random id for this browser, so a sign-in from a new browser can be reported to you. HttpOnly.',
    lifetime: '1 year',
  },
  {
    name: 'sidebar_state',
    purpose: 'Whether the dashboard’s sidebar is open or collapsed.',
    lifetime: '7 days',
  },
] as const;

const storage = [
  { name: 'theme', purpose: 'Light, dark or system theme.' },
  { name: 'tour-completed, tour-seen', purpose: 'Whether the guided tour was finished or already shown.' },
] as const;

export function CookiesPage() {
  return (
    <>
      <title>Cookies · Wallet</title>
      <PageIntro
        eyebrow="Legal"
        title="Cookies"
        description="Three cookies and two settings in your browser, all needed for the site to work. No tracking or advertising cookies, nothing from third parties."
      />
      <InfoBody>
        <InfoSection title="Cookies">
          <TableWrap>
            <table>
              <caption>
                <VisuallyHidden>Cookies Wallet sets</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">What it is for</th>
                  <th scope="col">How long</th>
                </tr>
              </thead>
              <tbody>
                {cookies.map((cookie) => (
                  <tr key={cookie.name}>
                    <td>
                      <code>{cookie.name}</code>
                    </td>
                    <td>{cookie.purpose}</td>
                    <td>{cookie.lifetime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </InfoSection>
        <InfoSection title="Settings kept in your browser">
          <ul>
            {storage.map((entry) => (
              <li key={entry.name}>
                <code>{entry.name}</code>: {entry.purpose} Kept in local storage until you clear it; never
                sent to us.
              </li>
            ))}
          </ul>
        </InfoSection>
        <InfoSection title="Turning them off">
          <p>
            Your browser can block or delete these cookies. Without <code>wallet_session</code> you cannot
            stay signed in; without the others you only lose the reminder about new browsers and your display
            settings.
          </p>
        </InfoSection>
      </InfoBody>
    </>
  );
}
