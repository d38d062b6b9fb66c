// The confirmation lines of a money form: what is left of the daily and monthly allowance after this movement.
import { formatCents } from '@wallet/common/money';
import type { AllowanceAfter } from '@wallet/common/wallet-forms';
import type { DetailItem } from '../components/DetailList';
import { allowanceText } from '../lib/format-allowance';

export function allowanceLeftItems(after: AllowanceAfter): DetailItem[] {
  return [
    {
      label: 'Daily allowance left after this',
      value: allowanceText(formatCents(after.dailyAmount), after.dailyCount),
    },
    {
      label: 'Monthly allowance left after this',
      value: allowanceText(formatCents(after.monthlyAmount), after.monthlyCount),
    },
  ];
}
