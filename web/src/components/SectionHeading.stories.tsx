// Section and page headings: with eyebrow and lead, as a page title, centred, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionHeading } from './SectionHeading';

const meta = {
  title: 'Components/SectionHeading',
  component: SectionHeading,
  args: {
    eyebrow: 'Features',
    title: 'Everything you need to manage your money',
    description: 'One app to receive, hold, send and withdraw US dollars.',
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PageTitle: Story = { args: { level: 1, title: 'Frequently asked questions' } };

export const Centered: Story = { args: { align: 'center' } };

export const TitleOnly: Story = { args: { eyebrow: undefined, description: undefined } };

export const Dark: Story = { globals: { theme: 'dark' } };
