// The live list of password rules (common's passwordRules): each line says, in words too, whether it is met.
import styled from 'styled-components';
import { passwordRules } from '@wallet/common/auth';
import { CheckIcon, CircleIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.textMuted)};

  svg {
    flex: none;
  }
`;

interface PasswordChecklistProps {
  /** The password as typed so far. */
  password: string;
  /** Lets the field refer to the list (aria-describedby). */
  id?: string;
}

/**
 * The password rules of common's `passwordRules`, live as the person types, each with an icon and, for screen
 * readers, the words "(met)" or "(not met)". Put it under the field of a new password (registration, reset,
 * change).
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  return (
    <List id={id} aria-label="Password requirements">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <Item key={rule.id} $met={met} data-met={met}>
            {met ? <CheckIcon size={16} /> : <CircleIcon size={16} />}
            <span>
              {rule.label}
              <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
            </span>
          </Item>
        );
      })}
    </List>
  );
}
