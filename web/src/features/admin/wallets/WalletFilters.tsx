// All Wallets' "Filters and Search" card (SPEC.md §2): the search box (name, e-mail or wallet id), the status
// select (All Wallets, Active Only, Blocked Only) and Clear Filters.
import styled from 'styled-components';
import { ADMIN_SEARCH_LENGTH_MAX } from '@wallet/common/admin';
import { Button } from '../../../components/Button';
import { Panel, PanelTitle } from '../../../components/DashboardPage';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import type { WalletStatusFilter } from '../../../gql/graphql';

export const WALLET_SEARCH_PLACEHOLDER = 'Search by name, email, or wallet ID...';

const statusOptions: ReadonlyArray<{ value: WalletStatusFilter; label: string }> = [
  { value: 'ALL', label: 'All Wallets' },
  { value: 'ACTIVE', label: 'Active Only' },
  { value: 'BLOCKED', label: 'Blocked Only' },
];

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: end;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  }
`;

interface WalletFiltersProps {
  /** What the search box holds now (it is sent once typing pauses). */
  search: string;
  status: WalletStatusFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: WalletStatusFilter) => void;
  onClear: () => void;
}

export function WalletFilters({
  search,
  status,
  onSearchChange,
  onStatusChange,
  onClear,
}: WalletFiltersProps) {
  return (
    <Panel aria-labelledby="wallet-filters-title">
      <PanelTitle id="wallet-filters-title" size="lg">
        Filters and Search
      </PanelTitle>
      <Bar>
        <TextField
          type="search"
          label="Search"
          placeholder={WALLET_SEARCH_PLACEHOLDER}
          value={search}
          maxLength={ADMIN_SEARCH_LENGTH_MAX}
          autoComplete="off"
          onChange={(event) => onSearchChange(event.target.value)}
        />
        <SelectField
          label="Status"
          options={statusOptions}
          value={status}
          onChange={(event) => onStatusChange(event.target.value as WalletStatusFilter)}
        />
        <div>
          <Button variant="secondary" onClick={onClear}>
            Clear Filters
          </Button>
        </div>
      </Bar>
    </Panel>
  );
}
