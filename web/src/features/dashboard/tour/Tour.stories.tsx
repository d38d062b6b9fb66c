// The guided tour: the sidebar's Restart Tour button (idle and while the tour runs), one step's dialog on its own
// (the first without Back, a middle one, the last), and the real tour over the user's dashboard at a highlighted
// step; light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import styled from 'styled-components';
import { DashboardLayout } from '../DashboardLayout';
import { WelcomeCard } from '../WelcomeCard';
import { GuidedTour, RestartTourAction, TourController, useGuidedTour } from './GuidedTour';
import { RestartTourButton } from './RestartTourButton';
import { tourSteps } from './tour-steps';
import { TourStepDialog } from './TourPopover';

const alice = { name: 'Alice Rahman', email: 'alice@wallet.local', role: 'user' } as const;

/** The popover's card, as tour-styles gives it to reactour. */
const PopoverCard = styled.div`
  width: min(22rem, calc(100vw - 2rem));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

/** Opens the tour at `step` once the dashboard is on the page (its places exist only then). */
function OpenAtStep({ step }: { step: number }) {
  const { setIsOpen, setSteps, setCurrentStep } = useGuidedTour();
  useEffect(() => {
    setSteps(tourSteps('user'));
    setCurrentStep(step);
    setIsOpen(true);
  }, [setIsOpen, setSteps, setCurrentStep, step]);
  return null;
}

function TourOverDashboard({ step }: { step: number }) {
  return (
    <GuidedTour role="user">
      <DashboardLayout
        user={alice}
        onLogout={() => undefined}
        defaultSidebarOpen
        sidebarAction={<RestartTourAction />}
        controls={<TourController />}
      >
        <WelcomeCard user={{ ...alice, isApproved: true, createdAt: '2026-01-05T15:00:00.000Z' }} />
      </DashboardLayout>
      <OpenAtStep step={step} />
    </GuidedTour>
  );
}

const meta: Meta = {
  title: 'Tour/Guided tour',
  parameters: { route: '/user/overview' },
};

export default meta;
type Story = StoryObj;

export const RestartButton: Story = {
  render: () => <RestartTourButton active={false} onRestart={() => undefined} />,
};

export const RestartButtonActive: Story = {
  render: () => <RestartTourButton active onRestart={() => undefined} />,
};

export const RestartButtonDark: Story = { ...RestartButton, globals: { theme: 'dark' } };

export const Step: Story = {
  render: () => (
    <PopoverCard>
      <TourStepDialog
        title="Your wallet"
        text="Your balance, adding money and what is left of your daily and monthly limits. Send Money and Withdraw are just below."
        stepNumber={4}
        stepCount={6}
        onBack={() => undefined}
        onNext={() => undefined}
        onClose={() => undefined}
      />
    </PopoverCard>
  ),
};

export const StepFirst: Story = {
  render: () => (
    <PopoverCard>
      <TourStepDialog
        title="Welcome to Wallet"
        text="A one-minute look around: where your money is, how to move it and where its history is kept."
        stepNumber={1}
        stepCount={6}
        onBack={() => undefined}
        onNext={() => undefined}
        onClose={() => undefined}
      />
    </PopoverCard>
  ),
};

export const StepLast: Story = {
  render: () => (
    <PopoverCard>
      <TourStepDialog
        title="Your profile"
        text="Change your name, phone or password here. Settings, below, can restart this tour; so can Ctrl/Cmd+H."
        stepNumber={6}
        stepCount={6}
        onBack={() => undefined}
        onNext={() => undefined}
        onClose={() => undefined}
      />
    </PopoverCard>
  ),
};

export const StepDark: Story = { ...Step, globals: { theme: 'dark' } };

export const OverTheDashboard: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <TourOverDashboard step={3} />,
};

export const OverTheDashboardDark: Story = { ...OverTheDashboard, globals: { theme: 'dark' } };
