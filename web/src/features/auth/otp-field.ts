// The one-time code as the forms validate it: the slots' digits, exactly six (SPEC.md §5's message).
import { otpFieldSchema } from '@wallet/common/auth';
import { otpDigits } from '../../components/OtpInput';

export function otpError(value: string | undefined): string | undefined {
  try {
    otpFieldSchema.validateSync(otpDigits(value ?? ''));
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
