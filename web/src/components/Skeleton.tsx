// A shimmering placeholder with the size of the content it stands for; hidden from assistive tech.
import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

const Placeholder = styled.span<{ $width: string; $height: string; $shape: SkeletonShape }>`
  display: inline-block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $shape }) =>
    $shape === 'circle' ? theme.radii.round : $shape === 'text' ? theme.radii.sm : theme.radii.md};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonHighlight} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  vertical-align: middle;
`;

interface SkeletonProps {
  /** Any CSS length; text skeletons default to the full line. */
  width?: string;
  /** Any CSS length; the circle's diameter too. */
  height?: string;
  /** `text` for a line, `rect` for a block, `circle` for an avatar. */
  shape?: SkeletonShape;
  className?: string;
}

/**
 * A shimmering placeholder the size of the content it stands for, while that content loads. It is hidden from
 * assistive tech, so say "loading" once around it: a role="status" with words (PageSkeleton,
 * WalletSummaryCard) or aria-busy on the region (SummaryCards). The shimmer stops for people who prefer
 * reduced motion.
 */
export function Skeleton({ width = '100%', height = '1em', shape = 'text', className }: SkeletonProps) {
  return (
    <Placeholder
      aria-hidden="true"
      data-testid="skeleton"
      className={className}
      $width={shape === 'circle' ? height : width}
      $height={height}
      $shape={shape}
    />
  );
}
