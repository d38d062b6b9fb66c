// The guided tour's steps (SPEC.md §2): a centred welcome, then one step per sidebar place marked `data-tour`
// (TOUR_TARGETS), in that order. Which places exist depends on the role and the page (on a phone the tour opens
// the menu sheet first), so the list is made when the tour starts and leaves out every step whose place is not on
// the page.
import type { StepType } from '@reactour/tour';
import { TOUR_TARGETS } from '@wallet/common/settings';
import type { TourTarget } from '@wallet/common/settings';
import type { UserRole } from '../../../lib/paths';

export interface TourStep extends StepType {
  title: string;
  content: string;
}

interface StepText {
  title: string;
  text: string;
}

const welcome: Readonly<Record<UserRole, StepText>> = {
  user: {
    title: 'Welcome to Wallet',
    text: 'A one-minute look around: where your money is, how to move it and where its history is kept.',
  },
  agent: {
    title: 'Welcome to Wallet',
    text: 'A one-minute look around: where you serve customers, follow your float and find every movement.',
  },
  admin: {
    title: 'Welcome to Wallet',
    text: 'A one-minute look around: where you oversee wallets, people, agents and every transaction.',
  },
};

/** Each place's text; a place that differs by role has one per role. */
const placeTexts: Readonly<Record<TourTarget, StepText | Readonly<Record<UserRole, StepText>>>> = {
  'sidebar-header': {
    title: 'Your dashboard menu',
    text: 'Everything you can do is in this menu. Ctrl/Cmd+B folds it to icons and back.',
  },
  'home-link': {
    title: 'Home',
    text: "Home takes you back to Wallet's front page; your session stays signed in.",
  },
  'wallet-section': {
    user: {
      title: 'Your wallet',
      text: 'Your balance, adding money and what is left of your daily and monthly limits. Send Money and Withdraw are just below.',
    },
    agent: {
      title: 'Cash in and cash out',
      text: 'Serve customers here: cash in to their wallets from your float, or cash out with the code they give you.',
    },
    admin: {
      title: 'All wallets',
      text: 'Every wallet with its balance, spending and status. Block or unblock a wallet from here.',
    },
  },
  'transactions-section': {
    user: {
      title: 'Your history',
      text: 'Every movement of your wallet, filtered by type and status, with a CSV statement to download.',
    },
    agent: {
      title: 'Your history',
      text: 'Every cash in, cash out and commission, filtered by type and status, with a CSV statement to download.',
    },
    admin: {
      title: 'All transactions',
      text: 'Every transaction on the platform, filtered by type and status, each with its full details.',
    },
  },
  'profile-management': {
    title: 'Your profile',
    text: 'Change your name, phone or password here. Settings, below, can restart this tour; so can Ctrl/Cmd+H.',
  },
};

function isStepText(value: StepText | Readonly<Record<UserRole, StepText>>): value is StepText {
  return 'title' in value;
}

function placeText(target: TourTarget, role: UserRole): StepText {
  const texts = placeTexts[target];
  return isStepText(texts) ? texts : texts[role];
}

/** The CSS selector of a tour place. */
export function tourSelector(target: TourTarget): string {
  return `[data-tour="${target}"]`;
}

/**
 * The welcome step's selector: nothing carries it, so reactour dims the whole page and the popover sits in the
 * centre (its steps need a selector; an empty one would throw).
 */
const CENTRED = '[data-tour="welcome"]';

/** The steps for this role, leaving out every place that is not in `root` now. */
export function tourSteps(role: UserRole, root: ParentNode = document): TourStep[] {
  const first = welcome[role];
  const places = TOUR_TARGETS.filter((target) => root.querySelector(tourSelector(target)) !== null);
  return [
    // No padding: reactour would otherwise cut a small hole around the empty target in the page's top corner.
    { selector: CENTRED, position: 'center', padding: 0, title: first.title, content: first.text },
    ...places.map((target) => {
      const { title, text } = placeText(target, role);
      return { selector: tourSelector(target), title, content: text };
    }),
  ];
}

/** The title of a step, for the popover (reactour's own step type has none). */
export function tourStepTitle(step: StepType | undefined): string {
  return step && 'title' in step && typeof step.title === 'string' ? step.title : '';
}
