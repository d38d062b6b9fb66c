// Who a Cash In or Cash Out is for (SPEC.md §2): the user search panel (from 2 characters), the User ID field it
// fills, and the chosen user with a way to clear the choice. Sits inside the operation's react-final-form Form.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { parsePayLinkText } from '@wallet/common/pay-links';
import { Alert } from '../../components/Alert';
import { QrScanner } from '../../components/QrScanner';
import { graphql } from '../../gql';
import { serverMessage } from '../../lib/graphql-errors';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FormTextField } from '../../components/form/FormTextField';
import { UserSearchPanel } from '../../components/UserSearchPanel';
import type { UserSearchMatch } from '../../components/UserSearchPanel';

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySurface};

  &:empty {
    padding: 0;
    background: none;
  }
`;

/** The search match the User ID field still holds, or null once the id was typed over or cleared. */
export function chosenMatch(
  selected: UserSearchMatch | null,
  userId: string | undefined,
): UserSearchMatch | null {
  return selected && selected.id === (userId ?? '').trim() ? selected : null;
}

/** The user a scanned pay code names (docs/pay-links.md), for Cash In's "Scan the user's code". */
export const CustomerByCodeQuery = graphql(`
  query CustomerByCode($handle: ID!) {
    payee(handle: $handle) {
      id
      name
      maskedEmail
      maskedPhone
    }
  }
`);

export const CUSTOMER_CODE_FAILURE_MESSAGE = 'Failed to find the user of this code';

interface CustomerFieldsProps {
  selected: UserSearchMatch | null;
  onSelectedChange: (match: UserSearchMatch | null) => void;
  disabled?: boolean;
  /** Offer "Scan the user's code": the user's pay QR code picks them (Cash In). */
  scanCode?: boolean;
}

export function CustomerFields({
  selected,
  onSelectedChange,
  disabled = false,
  scanCode = false,
}: CustomerFieldsProps) {
  const client = useApolloClient();
  const [lookupError, setLookupError] = useState<string | undefined>();
  const form = useForm<{ userId?: string }>();
  const { values } = useFormState<{ userId?: string }>({ subscription: { values: true } });
  const chosen = chosenMatch(selected, values.userId);

  const pickByCode = (text: string): string | null => {
    const parsed = parsePayLinkText(text);
    if (parsed.link === null) return parsed.problems.join(' ');
    const handle = parsed.link.handle;
    setLookupError(undefined);
    form.change('userId', handle);
    form.blur('userId');
    client
      .query({ query: CustomerByCodeQuery, variables: { handle }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (data) onSelectedChange(data.payee);
      })
      .catch((error: unknown) => setLookupError(serverMessage(error, CUSTOMER_CODE_FAILURE_MESSAGE)));
    return null;
  };

  return (
    <>
      {scanCode && !disabled ? <QrScanner scanLabel="Scan the user's code" onScan={pickByCode} /> : null}
      {lookupError ? <Alert tone="danger">{lookupError}</Alert> : null}
      <UserSearchPanel
        label="Search users"
        selectedId={chosen?.id}
        disabled={disabled}
        onSelect={(match) => {
          onSelectedChange(match);
          form.change('userId', match.id);
          form.blur('userId');
        }}
      />
      <FormTextField
        name="userId"
        label="User ID"
        hint="Choose a user from the search, or enter their user ID."
        autoComplete="off"
        spellCheck={false}
        requiredField
      />
      <Chosen role="status" aria-live="polite">
        {chosen ? (
          <>
            <span>{`Selected: ${chosen.name} (${chosen.maskedEmail})`}</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onSelectedChange(null);
                form.change('userId', '');
              }}
            >
              Clear user
            </Button>
          </>
        ) : null}
      </Chosen>
    </>
  );
}
