// The Cash In and Cash Out pages' columns: the form's panel (or why it is not there yet) beside the agent's float
// and the how-to-use card.
import type { ReactNode } from 'react';
import { FormSkeleton } from '../../components/FormSkeleton';
import { Columns, PageLead, Panel, PanelTitle, Stack } from '../../components/DashboardPage';
import { AgentFloatCard } from './AgentFloatCard';
import type { AgentFloat } from './AgentFloatCard';
import { HowToUseCard } from './HowToUseCard';

interface AgentFormColumnsProps {
  /** The form panel's heading, and its id for aria-labelledby. */
  title: string;
  titleId: string;
  /** The form once the float has loaded; null until then. */
  form: ReactNode;
  /** The form's height on a phone, which its skeleton keeps until it arrives (no layout shift below it). */
  formHeight?: string;
  wallet: AgentFloat | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** What this operation does to the float. */
  floatNote: string;
  howToUse: readonly string[];
}

export function AgentFormColumns({
  title,
  titleId,
  form,
  formHeight,
  wallet,
  loading,
  failed,
  onRetry,
  floatNote,
  howToUse,
}: AgentFormColumnsProps) {
  return (
    <Columns>
      <Panel aria-labelledby={titleId}>
        <PanelTitle id={titleId} size="lg">
          {title}
        </PanelTitle>
        {form ??
          (failed ? (
            <PageLead>The form opens once your float has loaded.</PageLead>
          ) : (
            <FormSkeleton label="Preparing the form..." minHeight={formHeight} />
          ))}
      </Panel>
      <Stack>
        <AgentFloatCard
          wallet={wallet}
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          note={floatNote}
        />
        <HowToUseCard steps={howToUse} />
      </Stack>
    </Columns>
  );
}
