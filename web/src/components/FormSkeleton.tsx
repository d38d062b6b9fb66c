// What a form shows while what it needs loads: its fields' shapes at the form's own height, announced once.
import styled from 'styled-components';
import { Skeleton } from './Skeleton';
import { VisuallyHidden } from './VisuallyHidden';

const Root = styled.div<{ $minHeight: string }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing.md};
  min-height: ${({ $minHeight }) => $minHeight};
`;

const Field = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

interface FormSkeletonProps {
  /** Said once to assistive tech ("Preparing the form..."). */
  label: string;
  /** How many label-and-input pairs to sketch. */
  fields?: number;
  /**
   * The height of the form it stands for on a phone, where whatever follows the form sits under it: the same
   * height keeps that content from jumping down when the form arrives (layout shift).
   */
  minHeight?: string;
}

/**
 * The shape of a form (labels, inputs and the submit button) while the data it needs loads, as tall as the form it
 * stands for, so nothing below moves when the form replaces it. Announced once through its status role.
 */
export function FormSkeleton({ label, fields = 3, minHeight = '0' }: FormSkeletonProps) {
  return (
    <Root role="status" $minHeight={minHeight}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: fields }, (_, index) => (
        <Field key={index}>
          <Skeleton width="8rem" height="0.875rem" />
          <Skeleton shape="rect" height="2.75rem" />
        </Field>
      ))}
      <Skeleton shape="rect" height="2.75rem" />
    </Root>
  );
}
