// The how-to-use card of Cash In and Cash Out (SPEC.md §2): the steps of the operation, in order.
import styled from 'styled-components';
import { Panel, PanelTitle } from '../../components/DashboardPage';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding-left: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

interface HowToUseCardProps {
  steps: readonly string[];
}

export function HowToUseCard({ steps }: HowToUseCardProps) {
  return (
    <Panel aria-labelledby="how-to-use-title">
      <PanelTitle id="how-to-use-title" size="lg">
        How to use
      </PanelTitle>
      <Steps>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
    </Panel>
  );
}
