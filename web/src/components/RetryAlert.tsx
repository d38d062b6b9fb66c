// Something failed to load, in the flow of the page: what failed, why, and Try Again.
import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';

interface RetryAlertProps {
  /** What failed, e.g. "Error loading users". */
  title: string;
  /** Why, in words for people. */
  children?: ReactNode;
  /** Asks again, e.g. a query's refetch. A failed retry is not thrown: it shows through the query's own error. */
  onRetry: () => unknown;
}

/**
 * Something failed to load, shown where it would have been: what failed, why, and a Try Again button.
 * Announced at once as an alert. Use it for a query's error in a page or panel; a refusal of something the
 * person did belongs to a form's error instead.
 */
export function RetryAlert({ title, children, onRetry }: RetryAlertProps) {
  const retry = () => {
    void Promise.resolve(onRetry()).catch(() => undefined);
  };
  return (
    <Alert
      tone="danger"
      title={title}
      action={
        <Button variant="secondary" size="sm" onClick={retry}>
          Try Again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
