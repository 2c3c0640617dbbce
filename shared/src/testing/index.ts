export { mockFetch } from './mock-fetch';
export type { FakeReply, RecordedRequest } from './mock-fetch';
export { testProduct } from './test-product';
