// Copying a secret or the recovery codes, with a toast either way (the clipboard may be refused or missing).
import { notify } from '../../lib/notify';

export const COPIED_MESSAGE = 'Copied to the clipboard';
export const COPY_FAILED_MESSAGE = 'Could not copy. Select the text and copy it yourself.';

export async function copyToClipboard(text: string): Promise<void> {
  try {
    // Missing outside secure contexts (plain http on another host): the catch below says so.
    await navigator.clipboard.writeText(text);
    notify.success(COPIED_MESSAGE);
  } catch {
    notify.error(COPY_FAILED_MESSAGE);
  }
}
