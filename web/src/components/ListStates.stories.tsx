// A list's three states: loading before the first answer, empty, its rows; and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClockIcon } from './icons';
import { ListStates } from './ListStates';
import { StateMessage } from './StateMessage';

function SampleList({ items }: { items?: readonly string[] | undefined }) {
  return (
    <ListStates
      items={items}
      loadingTitle="Loading transactions..."
      empty={
        <StateMessage kind="empty" icon={ClockIcon} title="No transactions found">
          Money you add, send or receive shows up here.
        </StateMessage>
      }
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}

const meta = {
  title: 'Components/ListStates',
  component: SampleList,
  subcomponents: { ListStates },
  args: { items: ['Dinner', 'Salary', 'Rent share'] },
} satisfies Meta<typeof SampleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};

export const Loading: Story = { args: { items: undefined } };

export const Empty: Story = { args: { items: [] } };

export const Dark: Story = { ...Empty, globals: { theme: 'dark' } };
