// The User Details dialog of All Users and Manage agents (SPEC.md §2): basic information, account status, wallet,
// timestamps and system ids; Close, or View Full Details for the person's own page (/user/{id}).
import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { Button, ButtonLink } from '../../components/Button';
import { DetailList } from '../../components/DetailList';
import type { DetailItem } from '../../components/DetailList';
import { Dialog } from '../../components/Dialog';
import { ArrowRightIcon } from '../../components/icons';
import type { FragmentType } from '../../gql';
import {
  accountStatusItems,
  basicInformationItems,
  systemIdItems,
  timestampItems,
  walletInformationItems,
} from './admin-user-details';
import type { AdminUserDetails_UserFragment } from './admin-user-fragment';
import { readAdminUser } from './admin-user-fragment';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  align-content: start;
`;

const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function DetailSection({
  title,
  items,
  children,
}: {
  title: string;
  items?: DetailItem[];
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {items ? <DetailList items={items} /> : null}
      {children}
    </Section>
  );
}

interface AdminUserDetailsDialogProps {
  /** The person to show; null closes the dialog. */
  user: FragmentType<typeof AdminUserDetails_UserFragment> | null;
  onClose: () => void;
}

export function AdminUserDetailsDialog({ user: userRef, onClose }: AdminUserDetailsDialogProps) {
  if (!userRef) return null;
  const { user, wallet } = readAdminUser(userRef);
  return (
    <Dialog
      open
      onClose={onClose}
      width="lg"
      title="User Details"
      description={`${user.name} · ${user.email}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <ButtonLink to={paths.admin.userDetails(user.id)}>
            View Full Details
            <ArrowRightIcon size={16} />
          </ButtonLink>
        </>
      }
    >
      <Sections>
        <DetailSection title="Basic Information" items={basicInformationItems(user)} />
        <DetailSection title="Account Status" items={accountStatusItems(user, wallet)} />
        <DetailSection title="Wallet Information" items={wallet ? walletInformationItems(wallet) : undefined}>
          {wallet ? null : <Note>This account has no wallet.</Note>}
        </DetailSection>
        <DetailSection title="Timestamps" items={timestampItems(user, wallet)} />
        <DetailSection title="System IDs" items={systemIdItems(user, wallet)} />
      </Sections>
    </Dialog>
  );
}
