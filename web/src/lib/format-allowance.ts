// What is left of a spending allowance as people read it: "$9,980.00 · 49 transactions".
import { transactionCount } from './format-count';

export function allowanceText(formattedAmount: string, count: number): string {
  return `${formattedAmount} · ${transactionCount(count)}`;
}
