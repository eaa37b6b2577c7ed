import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Wide tables scroll sideways (components/scrollable-table-container.tsx), which watches their size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Debounced quotes and pickers answer after ~300 ms; jsdom on a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 4000 });

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  // Unsent forms' drafts (hooks/use-form-draft.ts): each test starts with empty forms.
  sessionStorage.clear();
});
