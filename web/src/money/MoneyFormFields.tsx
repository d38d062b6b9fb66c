// The fields of a form that moves money out (Send Money, Withdraw): a blocked wallet's refusal above them, and
// all of them disabled while the money moves or while the wallet is blocked.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { walletMessages } from '@wallet/common/wallet';
import { Alert } from '../components/Alert';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

interface MoneyFormFieldsProps {
  isBlocked: boolean;
  sending: boolean;
  children: ReactNode;
}

export function MoneyFormFields({ isBlocked, sending, children }: MoneyFormFieldsProps) {
  return (
    <>
      {isBlocked ? <Alert tone="danger">{walletMessages.walletBlocked}</Alert> : null}
      {/* Not disabled while the confirmation is open: the dialog is modal, and focus returns here. */}
      <Fieldset disabled={sending || isBlocked}>{children}</Fieldset>
    </>
  );
}
