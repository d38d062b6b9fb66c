// My History's filters (SPEC.md §2): type (All Types and each label) and status (All Status and each state).
import styled from 'styled-components';
import { Button } from '../components/Button';
import { SelectField } from '../components/SelectField';
import type { SelectOption } from '../components/SelectField';
import { transactionStatusLabels, transactionStatuses } from '../components/StatusBadge';
import type { TransactionStatus, TransactionType } from '../gql/graphql';
import { transactionTypeLabel, transactionTypes } from './transaction-display';

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: end;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 14rem)) auto;
  }
`;

const historyTypeOptions = [
  { value: '', label: 'All Types' },
  ...transactionTypes.map((type) => ({ value: type, label: transactionTypeLabel(type) })),
];

const statusOptions = [
  { value: '', label: 'All Status' },
  ...transactionStatuses.map((status) => ({ value: status, label: transactionStatusLabels[status] })),
];

export interface HistoryFilterValues {
  type: TransactionType | null;
  status: TransactionStatus | null;
}

interface HistoryFiltersProps extends HistoryFilterValues {
  onChange: (filters: HistoryFilterValues) => void;
  /** The type choices, "All Types" first (the admin's list offers the kinds only). */
  typeOptions?: readonly SelectOption[];
}

export function HistoryFilters({
  type,
  status,
  onChange,
  typeOptions = historyTypeOptions,
}: HistoryFiltersProps) {
  return (
    <Bar role="group" aria-label="Filters">
      <SelectField
        label="Type"
        options={typeOptions}
        value={type ?? ''}
        onChange={(event) =>
          onChange({ type: (event.target.value || null) as TransactionType | null, status })
        }
      />
      <SelectField
        label="Status"
        options={statusOptions}
        value={status ?? ''}
        onChange={(event) =>
          onChange({ type, status: (event.target.value || null) as TransactionStatus | null })
        }
      />
      {type || status ? (
        <div>
          <Button variant="ghost" onClick={() => onChange({ type: null, status: null })}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </Bar>
  );
}
