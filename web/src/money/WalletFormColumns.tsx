// A money form page's columns (Send Money, Withdraw): the form's panel, or why it is not there yet, beside the own
// wallet card and what else the page shows there.
import type { ReactNode } from 'react';
import { FormSkeleton } from '../components/FormSkeleton';
import { Columns, PageLead, Panel, PanelTitle, Stack } from '../components/DashboardPage';
import { WalletSummaryCard } from '../components/WalletSummaryCard';
import type { WalletSummary } from '../components/WalletSummaryCard';

interface WalletFormColumnsProps {
  /** The form panel's heading, and its id for aria-labelledby. */
  title: string;
  titleId: string;
  /** The form once the wallet has loaded; null until then. */
  form: ReactNode;
  /** The form's height on a phone, which its skeleton keeps until it arrives (no layout shift below it). */
  formHeight?: string;
  wallet: WalletSummary | undefined;
  loading: boolean;
  /** The wallet could not be loaded. */
  failed: boolean;
  onRetry: () => void;
  /** Under the wallet card. */
  aside: ReactNode;
}

export function WalletFormColumns({
  title,
  titleId,
  form,
  formHeight,
  wallet,
  loading,
  failed,
  onRetry,
  aside,
}: WalletFormColumnsProps) {
  return (
    <Columns>
      <Panel aria-labelledby={titleId}>
        <PanelTitle id={titleId} size="lg">
          {title}
        </PanelTitle>
        {form ??
          (failed ? (
            <PageLead>The form opens once your wallet has loaded.</PageLead>
          ) : (
            <FormSkeleton label="Preparing the form..." minHeight={formHeight} />
          ))}
      </Panel>
      <Stack>
        <WalletSummaryCard wallet={wallet} loading={loading} error={failed} onRetry={onRetry} />
        {aside}
      </Stack>
    </Columns>
  );
}
