// The ten recovery codes, shown once after two-factor sign-in is turned on: listed for reading, with Copy and a
// Download as a .txt file, since the server keeps only their hashes.
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { copyToClipboard } from './copy-to-clipboard';

export const RECOVERY_CODES_FILE_NAME = 'wallet-recovery-codes.txt';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  list-style: none;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.lg};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The text file's content: what the codes are, then one code a line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    'Wallet recovery codes',
    'Each code signs you in once when you cannot use your authenticator app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <>
      <List aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </List>
      <Actions>
        <Button variant="secondary" size="sm" onClick={() => void copyToClipboard(codes.join('\n'))}>
          Copy codes
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => download(RECOVERY_CODES_FILE_NAME, recoveryCodesText(codes))}
        >
          Download .txt
        </Button>
      </Actions>
    </>
  );
}
