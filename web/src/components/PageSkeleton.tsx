// What a page shows while its code arrives: the shape of a heading and a few lines, announced as loading.
import styled from 'styled-components';
import { Skeleton } from './Skeleton';
import { VisuallyHidden } from './VisuallyHidden';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: ${({ theme }) => theme.layout.contentWidthMax};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing.xxxl} ${theme.spacing.md}`};
`;

/**
 * What a lazily loaded page shows while its code arrives: the shape of a heading and a few lines, announced
 * once as "Loading page…". For data that is loading inside a page, use StateMessage or the component's own
 * skeletons.
 */
export function PageSkeleton() {
  return (
    <Root role="status" aria-busy="true">
      <VisuallyHidden>Loading page…</VisuallyHidden>
      <Skeleton width="8rem" height="0.875rem" />
      <Skeleton width="min(32rem, 90%)" height="2.5rem" />
      <Skeleton width="min(40rem, 100%)" />
      <Skeleton width="min(36rem, 95%)" />
      <Skeleton width="min(20rem, 60%)" />
    </Root>
  );
}
