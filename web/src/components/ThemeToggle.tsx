// Light / Dark / System as a segmented radio group named "Theme"; arrow keys move between the choices.
import { useId } from 'react';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { useThemePreference } from '../lib/ThemePreferenceProvider';
import { themePreferences } from '../lib/theme-preference';
import type { ThemePreference } from '../lib/theme-preference';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';
import type { IconProps } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

const choices: Record<ThemePreference, { label: string; icon: ComponentType<IconProps> }> = {
  light: { label: 'Light', icon: SunIcon },
  dark: { label: 'Dark', icon: MoonIcon },
  system: { label: 'System', icon: MonitorIcon },
};

const Group = styled.div`
  display: inline-flex;
  padding: 0.1875rem;
  gap: 0.125rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Radio = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
  margin: 0;
`;

const Segment = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-width: 2rem;
  min-height: 2rem;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  input:checked + & {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.heading};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  svg {
    width: 1.125rem;
    height: 1.125rem;
  }

  ${({ theme }) => theme.media.tablet} {
    min-width: 2.25rem;
    min-height: 2.25rem;
  }
`;

interface ThemeToggleProps {
  /** Show the words next to the icons (wide places); otherwise they are for screen readers only. */
  showLabels?: boolean;
  className?: string;
}

/**
 * Light, Dark or System as a segmented radio group named "Theme"; the arrow keys move between the choices.
 * The choice is kept in this browser and System follows the device live. Must sit inside the app's
 * ThemePreferenceProvider. In the build's first paint, which cannot know the choice, none is shown as made.
 */
export function ThemeToggle({ showLabels = false, className }: ThemeToggleProps) {
  const { preference, choiceKnown, setPreference } = useThemePreference();
  const name = useId();

  return (
    <Group role="radiogroup" aria-label="Theme" className={className}>
      {themePreferences.map((choice) => {
        const { label, icon: ChoiceIcon } = choices[choice];
        const inputId = `${name}-${choice}`;
        return (
          <span key={choice}>
            <Radio
              type="radio"
              id={inputId}
              name={name}
              value={choice}
              checked={choiceKnown && preference === choice}
              onChange={() => setPreference(choice)}
            />
            <Segment htmlFor={inputId} title={label}>
              <ChoiceIcon />
              {showLabels ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
            </Segment>
          </span>
        );
      })}
    </Group>
  );
}
