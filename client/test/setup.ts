import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder; react-router needs it at import time.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

// jsdom lacks a few browser APIs Chakra v3 (Ark/Zag) uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= ResizeObserverStub;
class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver ??= IntersectionObserverStub;
globalThis.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value));
window.scrollTo = () => undefined;
Element.prototype.scrollTo ??= () => undefined;

// Typing with user-event is slow on a busy 2-core CI machine; 5 s was seen to run out on a full form.
jest.setTimeout(20_000);

// findBy*/waitFor give up after 1 s by default; under a load average above 10 (CI with other suites beside it)
// Chakra's first render of a dashboard table was measured to take longer.
configure({ asyncUtilTimeout: 5_000 });
