// The Settings page's shared layout pieces: a setting's row (what it is, its state, its action), the placeholders
// while settings load, and a dialog's buttons row for dialogs whose form holds its own buttons (so they know it is
// submitting).
import styled from 'styled-components';

/** One setting in a card: its text on the left, its action at the far end; stacks when narrow. */
export const SettingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};

  & + & {
    padding-top: ${({ theme }) => theme.spacing.md};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const SettingText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  flex: 1 1 16rem;
`;

export const SettingName = styled.h3`
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const SettingNote = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** Placeholders for a card's rows while its settings load. */
export const SkeletonRows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;
