// The Cash In and Cash Out pages' columns: the form's panel (or why it is not there yet) beside the agent's float
// and the how-to-use card.
import type { ReactNode } from 'react';
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
        {form ?? (
          <PageLead>
            {failed ? 'The form opens once your float has loaded.' : 'Preparing the form...'}
          </PageLead>
        )}
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
