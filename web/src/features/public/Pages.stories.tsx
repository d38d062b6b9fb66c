// The static public pages (Features, About, FAQ, Not Found) and their shared pieces, in both themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutPage } from './AboutPage';
import { CallToAction } from './CallToAction';
import { FaqPage } from './FaqPage';
import { FeaturesPage } from './FeaturesPage';
import { NotFoundPage } from './NotFoundPage';
import { PageIntro } from './PageIntro';

const meta = {
  title: 'Features/Public/Pages',
  component: FeaturesPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FeaturesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Features: Story = { parameters: { route: '/features' } };

export const About: Story = { render: () => <AboutPage />, parameters: { route: '/about' } };

export const Faq: Story = { render: () => <FaqPage />, parameters: { route: '/faq' } };

export const NotFound: Story = { render: () => <NotFoundPage />, parameters: { route: '/no-such-page' } };

export const Intro: Story = {
  render: () => (
    <PageIntro
      eyebrow="FAQ"
      title="Frequently asked questions"
      description="Quick answers about fees, limits, agents and keeping your money safe."
    />
  ),
};

export const CallToActionBand: Story = { render: () => <CallToAction /> };

export const FeaturesDark: Story = { ...Features, globals: { theme: 'dark' } };

export const FaqDark: Story = { ...Faq, globals: { theme: 'dark' } };
