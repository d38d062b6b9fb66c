// Types for jest-dom's matchers on Vitest 4's expect, declared the way Vitest documents custom matchers.
import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';

declare module 'vitest' {
  // The type parameter must read exactly as Vitest declares it for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface Matchers<T = any> extends TestingLibraryMatchers<unknown, void> {}
}
