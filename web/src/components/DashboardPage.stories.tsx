// Dashboard page pieces: a page of stacked panels, a form page with its aside, a list with its footer, each width
// and title size, dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import {
  Columns,
  Page,
  PageHeader,
  PageLead,
  PageTitle,
  Panel,
  PanelFooter,
  PanelHeader,
  PanelTitle,
  Stack,
  pageWidths,
} from './DashboardPage';
import { Pagination } from './Pagination';

const meta: Meta = {
  title: 'Components/DashboardPage',
  component: Page,
  subcomponents: {
    PageHeader,
    PageTitle,
    PageLead,
    Panel,
    PanelHeader,
    PanelTitle,
    PanelFooter,
    Columns,
    Stack,
  },
};

export default meta;
type Story = StoryObj;

export const Default: Story = {
  render: () => (
    <Page width="narrow">
      <PageHeader title="My Wallet" lead="Your balance, what you have spent and what you can still spend." />
      <Panel aria-labelledby="story-spending-title">
        <PanelHeader>
          <PanelTitle id="story-spending-title">Spending</PanelTitle>
          <Button variant="secondary" size="sm">
            View All
          </Button>
        </PanelHeader>
        <PageLead>Daily and monthly figures go here.</PageLead>
      </Panel>
      <Panel aria-labelledby="story-details-title">
        <PanelTitle id="story-details-title">Wallet details</PanelTitle>
        <PageLead>Wallet ID, user ID, status and creation date.</PageLead>
      </Panel>
    </Page>
  ),
};

export const FormWithAside: Story = {
  render: () => (
    <Page>
      <PageHeader title="Send Money" lead="Send money instantly to another Wallet user." />
      <Columns>
        <Panel aria-labelledby="story-form-title">
          <PanelTitle id="story-form-title" size="lg">
            Transfer details
          </PanelTitle>
          <PageLead>The form goes here.</PageLead>
        </Panel>
        <Stack>
          <Panel aria-labelledby="story-aside-title">
            <PanelTitle id="story-aside-title" size="lg">
              Before you send
            </PanelTitle>
            <PageLead>Notes beside the form.</PageLead>
          </Panel>
        </Stack>
      </Columns>
    </Page>
  ),
};

export const ListWithFooter: Story = {
  render: () => (
    <Page width="wide">
      <PageHeader title="All Transactions" lead="Every movement on the platform." />
      <Panel aria-labelledby="story-list-title">
        <PanelTitle id="story-list-title">Transactions</PanelTitle>
        <PageLead>The table goes here.</PageLead>
        <PanelFooter>
          <Pagination currentPage={2} totalPages={5} onPageChange={() => undefined} />
          <p>Page 2 of 5 · 45 transactions</p>
        </PanelFooter>
      </Panel>
    </Page>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <Stack>
      {pageWidths.map((width) => (
        <Page key={width} width={width}>
          <Panel>
            <PanelTitle>{`Page width: ${width}`}</PanelTitle>
            <PanelTitle size="lg">A smaller panel title</PanelTitle>
          </Panel>
        </Page>
      ))}
    </Stack>
  ),
};

export const Dark: Story = { ...FormWithAside, globals: { theme: 'dark' } };
