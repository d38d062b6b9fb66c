// My History's statement control: the default period, downloading, and a period refused (To before From, too
// long); light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatementDownloadForm } from './StatementDownload';

const meta = {
  title: 'History/Statement download',
  component: StatementDownloadForm,
  args: {
    initialValues: { from: '2026-10-22', to: '2026-11-21' },
    onDownload: () => new Promise<void>((resolve) => setTimeout(resolve, 800)),
  },
  parameters: { route: '/user/my-history' },
} satisfies Meta<typeof StatementDownloadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Busy: Story = { args: { busy: true } };

export const EndsBeforeStart: Story = { args: { initialValues: { from: '2026-11-21', to: '2026-10-22' } } };

export const TooLong: Story = { args: { initialValues: { from: '2025-01-01', to: '2026-11-21' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const BusyDark: Story = { ...Busy, globals: { theme: 'dark' } };

export const RefusedDark: Story = { ...EndsBeforeStart, globals: { theme: 'dark' } };
