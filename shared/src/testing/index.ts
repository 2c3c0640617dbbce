export { mockFetch } from './mock-fetch';
export type { FakeReply, RecordedRequest } from './mock-fetch';
export { testProduct } from './test-product';
export { testShop } from './test-shop';
export { renderInShell } from './render-in-shell';
export type { RenderInShellOptions } from './render-in-shell';
export { testOrder, testPlacedOrder } from './test-order';
export { FakeIntersectionObserver } from './fake-intersection-observer';
export { createTestStore } from './test-store';
