// After a Cash In or Cash Out went through: what the agent earned on it, from the server's answer.
import { dollarsToCents, formatMoney } from '@wallet/common/money';
import { Alert } from '../../components/Alert';

interface CommissionEarnedProps {
  operation: 'cash in' | 'cash out';
  /** The user served. */
  name: string;
  /** Money scalar from the answer's transaction. */
  commission: string;
}

export function CommissionEarned({ operation, name, commission }: CommissionEarnedProps) {
  if (dollarsToCents(commission) <= 0) return null;
  return (
    <Alert tone="success">{`You earned ${formatMoney(commission)} commission on this ${operation} for ${name}.`}</Alert>
  );
}
