// Finds a person to send to or to serve (users only, never the signed-in person) by name, e-mail, phone or id,
// from 2 characters, debounced; shows enough to recognise them (name, masked e-mail and phone).
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { SEARCH_LENGTH_MIN, SEARCH_RESULTS_MAX } from '@wallet/common/constants';
import { graphql } from '../gql';
import type { SearchUsersQuery as SearchUsersResult } from '../gql/graphql';
import { countOf } from '../lib/format-count';
import { serverMessage } from '../lib/graphql-errors';
import { Alert } from './Alert';
import { CheckIcon } from './icons';
import { TextField } from './TextField';

export const SearchUsersQuery = graphql(`
  query SearchUsers($search: String!, $limit: Int) {
    searchUsers(search: $search, limit: $limit) {
      id
      name
      maskedEmail
      maskedPhone
    }
  }
`);

export type UserSearchMatch = SearchUsersResult['searchUsers'][number];

export const USER_SEARCH_DEBOUNCE_MS = 300;
export const NO_USERS_FOUND = 'No users found';
export const USER_SEARCH_FAILURE_MESSAGE = 'Failed to search users';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Status = styled.p`
  min-height: 1.25rem;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Results = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  max-height: 18rem;
  overflow-y: auto;
  margin: 0;
  /* Room inside the scroller for a match's focus ring (3 px and its 1 px offset), which it would clip. */
  padding: ${({ theme }) => theme.spacing.xxs};
  list-style: none;

  /* display: grid would otherwise keep a hidden list (no matches) on screen as an empty padded box. */
  &[hidden] {
    display: none;
  }
`;

const Result = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySurface};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
    opacity: 0.65;
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Who = styled.span`
  display: grid;
  gap: 0.125rem;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Contact = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

interface UserSearchPanelProps {
  /** The search box's label. */
  label?: string;
  /** The line under the search box. */
  hint?: string;
  /** The match chosen now (its button shows it pressed). */
  selectedId?: string | null | undefined;
  /** A match was chosen. */
  onSelect: (match: UserSearchMatch) => void;
  /** What the search box holds at first (stories, a search kept by the page). */
  initialSearch?: string;
  /** How long typing must pause before a search (tests shorten it). */
  debounceMs?: number;
  disabled?: boolean;
}

/**
 * Finds the person to send money to or to serve: a search box (name, e-mail, phone or id, from 2 characters,
 * debounced) and the matches as buttons showing enough to recognise them (name, masked e-mail and phone).
 * Only users are found, never the signed-in person. The number of matches is announced politely. Enter in the
 * box does not submit the form around it. It runs its own `searchUsers` query, so it needs the Apollo client.
 */
export function UserSearchPanel({
  label = 'Search users',
  hint = `Name, e-mail, phone or ID; at least ${SEARCH_LENGTH_MIN} characters.`,
  selectedId,
  onSelect,
  initialSearch = '',
  debounceMs = USER_SEARCH_DEBOUNCE_MS,
  disabled = false,
}: UserSearchPanelProps) {
  const resultsId = useId();
  const [search, setSearch] = useState(initialSearch);
  const debounced = useDebouncedValue(search.trim(), debounceMs);
  const searching = debounced.length >= SEARCH_LENGTH_MIN;
  const { data, loading, error } = useQuery(
    SearchUsersQuery,
    searching ? { variables: { search: debounced, limit: SEARCH_RESULTS_MAX } } : skipToken,
  );
  const matches = searching ? (data?.searchUsers ?? []) : [];
  const waiting = search.trim() !== debounced || loading;

  let status = '';
  if (search.trim().length >= SEARCH_LENGTH_MIN) {
    if (waiting) status = 'Searching...';
    else if (!error && matches.length === 0) status = NO_USERS_FOUND;
    else if (!error) status = `${countOf(matches.length, 'user', 'users')} found`;
  }

  // Enter in the box must not submit a form the panel sits in.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  return (
    <Panel>
      <TextField
        type="search"
        label={label}
        hint={hint}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        aria-controls={resultsId}
        disabled={disabled}
      />
      <Status role="status">{status}</Status>
      {error && !waiting ? (
        <Alert tone="danger">{serverMessage(error, USER_SEARCH_FAILURE_MESSAGE)}</Alert>
      ) : null}
      <Results id={resultsId} aria-label="Search results" hidden={matches.length === 0 || waiting}>
        {matches.map((match) => {
          const selected = match.id === selectedId;
          return (
            <li key={match.id}>
              <Result
                type="button"
                aria-pressed={selected}
                disabled={disabled}
                onClick={() => onSelect(match)}
              >
                <Who>
                  <Name>{match.name}</Name>
                  <Contact>{`${match.maskedEmail} · ${match.maskedPhone}`}</Contact>
                </Who>
                {selected ? <CheckIcon aria-hidden="true" /> : null}
              </Result>
            </li>
          );
        })}
      </Results>
    </Panel>
  );
}
