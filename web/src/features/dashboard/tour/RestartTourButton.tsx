// The guided tour's fixed button at the bottom right (SPEC.md §2): "Restart Tour", or "Tour Active..." and
// disabled while the tour runs. Ctrl/Cmd+H does the same from anywhere on a dashboard.
import styled from 'styled-components';
import { tourTexts } from '@wallet/common/settings';
import { Button } from '../../../components/Button';

const Corner = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.spacing.md};
  bottom: ${({ theme }) => theme.spacing.md};
  z-index: ${({ theme }) => theme.zIndices.sticky};

  button {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

interface RestartTourButtonProps {
  active: boolean;
  onRestart: () => void;
}

export function RestartTourButton({ active, onRestart }: RestartTourButtonProps) {
  return (
    <Corner>
      <Button
        variant="secondary"
        size="sm"
        onClick={onRestart}
        disabled={active}
        aria-keyshortcuts="Control+H Meta+H"
        title={`${tourTexts.restart} (${tourTexts.shortcutHint})`}
      >
        {active ? tourTexts.active : tourTexts.restart}
      </Button>
    </Corner>
  );
}
