// My History's "Download CSV": a period (From, To; the last 30 days at first) and the page's type and status make
// the statement's address; the file downloads with the session, and a refusal shows the server's message.
import { useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import styled from 'styled-components';
import { settingsMessages } from '@wallet/common/settings';
import { Alert } from '../../components/Alert';
import { PageLead, Panel, PanelTitle } from '../../components/DashboardPage';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { validateWithSchema } from '../../lib/final-form-yup';
import { notify } from '../../lib/notify';
import { downloadStatement } from './download-statement';
import {
  defaultStatementRange,
  statementFileName,
  statementRangeSchema,
  statementUrl,
} from './statement-range';
import type { StatementFilters, StatementRange } from './statement-range';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: start;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 12rem)) auto;
  }
`;

/** Level with the inputs, under their labels. */
const ButtonSlot = styled.div`
  ${({ theme }) => theme.media.tablet} {
    padding-top: 1.6rem;
  }
`;

const PeriodError = styled.div`
  grid-column: 1 / -1;
`;

/** The period's own refusal (To before From, too long), shown as soon as both days are set. */
function PeriodProblem() {
  const error: unknown = useFormState({ subscription: { error: true } }).error;
  return typeof error === 'string' ? (
    <PeriodError>
      <Alert tone="danger">{error}</Alert>
    </PeriodError>
  ) : null;
}

const validate = validateWithSchema<StatementRange>(statementRangeSchema);

interface StatementDownloadFormProps {
  initialValues: StatementRange;
  onDownload: (range: StatementRange) => Promise<void> | void;
  /** Shows the downloading state without a download (stories). */
  busy?: boolean;
}

/** The period and the button; busy while `onDownload` runs. */
export function StatementDownloadForm({
  initialValues,
  onDownload,
  busy = false,
}: StatementDownloadFormProps) {
  return (
    <Panel aria-labelledby="statement-title">
      <div>
        <PanelTitle id="statement-title" size="lg">
          Statement
        </PanelTitle>
        <PageLead>
          Your movements between two days as a CSV file, with opening and closing balances. The type and
          status chosen above apply.
        </PageLead>
      </div>
      <Form<StatementRange> onSubmit={onDownload} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, invalid }) => {
          const downloading = busy || submitting;
          return (
            <Fields
              noValidate
              aria-label="Download statement"
              aria-busy={downloading || undefined}
              onSubmit={(event) => void handleSubmit(event)}
            >
              <FormTextField name="from" label="From" type="date" requiredField disabled={downloading} />
              <FormTextField name="to" label="To" type="date" requiredField disabled={downloading} />
              <ButtonSlot>
                <SubmitButton busy={downloading} busyLabel="Downloading..." disabled={downloading || invalid}>
                  Download CSV
                </SubmitButton>
              </ButtonSlot>
              <PeriodProblem />
            </Fields>
          );
        }}
      </Form>
    </Panel>
  );
}

interface StatementDownloadProps {
  /** The history page's current filters. */
  filters: StatementFilters;
}

export function StatementDownload({ filters }: StatementDownloadProps) {
  // Today as the page opened: the default period does not move under someone choosing dates past midnight.
  const [initialValues] = useState(() => defaultStatementRange());
  const onDownload = async (range: StatementRange) => {
    try {
      await downloadStatement(statementUrl(range, filters), statementFileName(range));
      notify.success(settingsMessages.statementReady);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : settingsMessages.statementFailed);
    }
  };
  return <StatementDownloadForm initialValues={initialValues} onDownload={onDownload} />;
}
