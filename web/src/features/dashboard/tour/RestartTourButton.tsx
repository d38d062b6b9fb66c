// The guided tour's Restart Tour in the dashboard sidebar's footer (SPEC.md §2, moved out of the page's way by
// issue 16: a fixed corner button covered Max on Send Money and the tables' Block and View): "Restart Tour", or
// "Tour Active..." and disabled while the tour runs. Ctrl/Cmd+H does the same from anywhere on a dashboard, and
// Settings has it too.
import { tourTexts } from '@wallet/common/settings';
import { Button } from '../../../components/Button';

interface RestartTourButtonProps {
  active: boolean;
  onRestart: () => void;
}

export function RestartTourButton({ active, onRestart }: RestartTourButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      fullWidth
      onClick={onRestart}
      disabled={active}
      aria-keyshortcuts="Control+H Meta+H"
      title={`${tourTexts.restart} (${tourTexts.shortcutHint})`}
    >
      {active ? tourTexts.active : tourTexts.restart}
    </Button>
  );
}
