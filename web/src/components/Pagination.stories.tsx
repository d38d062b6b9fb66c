// Page controls: the first page, the middle of a long list, the last page, a few pages, one page (hidden), dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { currentPage: 1, totalPages: 12, onPageChange: () => undefined },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Middle: Story = { args: { currentPage: 6 } };

export const LastPage: Story = { args: { currentPage: 12 } };

export const FewPages: Story = { args: { currentPage: 2, totalPages: 3 } };

export const Disabled: Story = { args: { currentPage: 6, disabled: true } };

/** One page: the component renders nothing, so the story shows what stands beside it. */
export const OnePage: Story = {
  args: { totalPages: 1 },
  render: (args) => (
    <div>
      <p>Everything fits on one page: no page controls.</p>
      <Pagination {...args} />
    </div>
  ),
};

export const Interactive: Story = {
  render: function InteractivePagination(args) {
    const [page, setPage] = useState(args.currentPage);
    return <Pagination {...args} currentPage={page} onPageChange={setPage} />;
  },
};

export const Dark: Story = { args: { currentPage: 6 }, globals: { theme: 'dark' } };
