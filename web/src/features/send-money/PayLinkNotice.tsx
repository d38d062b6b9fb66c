// What a pay link brought to Send Money (docs/pay-links.md): whom it pays, its note (text only, never markup),
// what in it was left out and why, or why it cannot be used at all.
import styled from 'styled-components';
import { Alert } from '../../components/Alert';

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Note = styled.p`
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

const Problems = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding-left: ${({ theme }) => theme.spacing.lg};
`;

export interface PayLinkNoticeProps {
  /** The receiver's name once found; absent while looking or when the link names nobody. */
  receiverName?: string;
  note?: string;
  /** Parts of the link left out, each with its reason. */
  problems: readonly string[];
  /** Why the link cannot be used (unknown receiver, own link, not a link): nothing is filled in. */
  error?: string;
  loading?: boolean;
}

export function PayLinkNotice({ receiverName, note, problems, error, loading = false }: PayLinkNoticeProps) {
  if (loading) {
    return (
      <Alert tone="info" title="Pay link">
        Finding the receiver...
      </Alert>
    );
  }
  if (error) {
    return (
      <Alert tone="danger" title="This pay link cannot be used">
        {error}
      </Alert>
    );
  }
  return (
    <Notice>
      <Alert tone="info" title="Pay link">
        {receiverName
          ? `Paying ${receiverName}. Check the details, then confirm.`
          : 'Check the details, then confirm.'}
        {note ? <Note>{`Note: ${note}`}</Note> : null}
      </Alert>
      {problems.length > 0 ? (
        <Alert tone="danger" title="Part of this pay link was left out">
          <Problems>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Problems>
        </Alert>
      ) : null}
    </Notice>
  );
}
