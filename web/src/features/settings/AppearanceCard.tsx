// Settings' Appearance card: the app's theme toggle (Light, Dark, or System, which follows the device).
import { Panel, PanelTitle } from '../../components/DashboardPage';
import { ThemeToggle } from '../../components/ThemeToggle';
import { SettingNote, SettingRow, SettingText } from './settings-styles';

export function AppearanceCard() {
  return (
    <Panel aria-labelledby="settings-appearance-title">
      <PanelTitle id="settings-appearance-title" size="lg">
        Appearance
      </PanelTitle>
      <SettingRow>
        <SettingText>
          <SettingNote>Light, dark, or System to follow your device. Kept on this browser.</SettingNote>
        </SettingText>
        <ThemeToggle showLabels />
      </SettingRow>
    </Panel>
  );
}
