// The overview's shortcuts (SPEC.md §2): send money, withdraw, history.
import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../components/Button';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { BankIcon, ClockIcon, SendIcon } from '../../components/icons';

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  grid-template-columns: repeat(3, minmax(0, 1fr));

  /* On a phone the three share one row as tiles (icon over the word), so Recent Transactions come up sooner. */
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.spacing.xs};

    a {
      flex-direction: column;
      gap: ${({ theme }) => theme.spacing.xxs};
      min-height: 4rem;
      padding: ${({ theme }) => theme.spacing.xs};
      font-size: ${({ theme }) => theme.typography.size.sm};
      text-align: center;
      white-space: normal;
    }
  }
`;

export function QuickActions() {
  return (
    <Panel aria-labelledby="quick-actions-title">
      <PanelTitle id="quick-actions-title">Quick Actions</PanelTitle>
      <Links>
        <li>
          <ButtonLink to={paths.user.sendMoney} fullWidth>
            <SendIcon />
            Send Money
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to={paths.user.withdraw} variant="secondary" fullWidth>
            <BankIcon />
            Withdraw
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to={paths.user.history} variant="secondary" fullWidth>
            <ClockIcon />
            History
          </ButtonLink>
        </li>
      </Links>
    </Panel>
  );
}
