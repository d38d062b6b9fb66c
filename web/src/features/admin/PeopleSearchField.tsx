// The search box of All Users and Manage agents (docs/admin.md, GET /users): part of a name or e-mail, a phone
// number or a whole user id.
import styled from 'styled-components';
import { ADMIN_SEARCH_LENGTH_MAX } from '@wallet/common/admin';
import { TextField } from '../../components/TextField';

export const PEOPLE_SEARCH_PLACEHOLDER = 'Search by name, email or phone...';

const Box = styled.div`
  width: min(100%, 20rem);
`;

interface PeopleSearchFieldProps {
  /** What the box holds now (the list follows once typing pauses). */
  value: string;
  onChange: (value: string) => void;
}

export function PeopleSearchField({ value, onChange }: PeopleSearchFieldProps) {
  return (
    <Box>
      <TextField
        type="search"
        label="Search"
        placeholder={PEOPLE_SEARCH_PLACEHOLDER}
        value={value}
        maxLength={ADMIN_SEARCH_LENGTH_MAX}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  );
}
