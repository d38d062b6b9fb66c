// Settings' Guided tour card (SPEC.md §2): Restart Tour clears both tour flags, says so, and reloads the page after
// TOUR_RESTART_RELOAD_MS, so the tour starts again as on a first visit; the shortcut does the same anywhere.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { TOUR_RESTART_RELOAD_MS, tourTexts } from '@wallet/common/settings';
import { Button } from '../../components/Button';
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { notify } from '../../lib/notify';
import { clearTourFlags } from '../../lib/tour-flags';
import { SettingNote, SettingRow, SettingText } from './settings-styles';

export const TOUR_RESTARTING_MESSAGE = 'The tour will start again after the page reloads.';

const Keys = styled.kbd`
  padding: 0.0625rem ${({ theme }) => theme.spacing.xxs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

function reloadPage() {
  window.location.reload();
}

interface TourCardProps {
  /** What restarting ends with; the page reload (tests pass their own, jsdom cannot reload). */
  reload?: () => void;
}

export function TourCard({ reload = reloadPage }: TourCardProps) {
  const [restarting, setRestarting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const restart = () => {
    clearTourFlags();
    notify.info(TOUR_RESTARTING_MESSAGE);
    setRestarting(true);
    // A moment to read the toast before the page goes.
    timer.current = window.setTimeout(reload, TOUR_RESTART_RELOAD_MS);
  };

  return (
    <Panel aria-labelledby="settings-tour-title">
      <PanelTitle id="settings-tour-title" size="lg">
        Guided tour
      </PanelTitle>
      <SettingRow>
        <SettingText>
          <SettingNote>
            A short walk through the dashboard: the menu, your wallet, your history and profile.
          </SettingNote>
          <SettingNote>
            Press <Keys>{tourTexts.shortcutHint}</Keys> on any dashboard page to restart it too.
          </SettingNote>
        </SettingText>
        <Button
          variant="secondary"
          onClick={restart}
          disabled={restarting}
          aria-busy={restarting || undefined}
        >
          {restarting ? 'Restarting...' : tourTexts.restart}
        </Button>
      </SettingRow>
    </Panel>
  );
}
