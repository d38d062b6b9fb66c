// Every story of every *.stories.tsx (and of the design tokens in .storybook/docs) renders (portable stories, with
// .storybook/preview's decorators and globals).
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta, StoryFn } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as previewAnnotations from '../../.storybook/preview';

type StoriesModule = { default: Meta } & Record<string, StoryFn | Meta>;

const storyModules = import.meta.glob<StoriesModule>(
  ['./**/*.stories.tsx', '../../.storybook/docs/*.stories.tsx'],
  { eager: true },
);

// Before composing: composeStories bakes the project annotations in.
setProjectAnnotations([previewAnnotations]);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const cases = Object.entries(storyModules).flatMap(([file, module]) =>
  Object.entries(composeStories(module)).map(([name, Story]) => ({ file, name, Story })),
);

it('finds the stories (one file per reusable component at least)', () => {
  expect(Object.keys(storyModules).length).toBeGreaterThanOrEqual(20);
  expect(cases.length).toBeGreaterThanOrEqual(80);
});

describe.each(Object.keys(storyModules))('%s', (file) => {
  it.each(
    cases.filter((storyCase) => storyCase.file === file).map((storyCase) => [storyCase.name, storyCase]),
  )('when story %s renders, then it shows content without errors', async (_name, { Story }) => {
    const consoleError = vi.spyOn(console, 'error');
    // The clock jumps past the mocked GraphQL answers' few ms (and keeps running for anything else) inside act.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = render(<Story />);
    await act(() => vi.advanceTimersByTimeAsync(120));

    expect(container.childElementCount).toBeGreaterThan(0);
    const text = container.textContent?.trim() ?? '';
    const hasGraphics = container.querySelector('svg, [data-testid="skeleton"]') !== null;
    expect(text.length > 0 || hasGraphics).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();

    const wantsDark = Story.globals?.theme === 'dark';
    expect(document.documentElement).toHaveClass(wantsDark ? 'dark' : 'light');
  });
});
