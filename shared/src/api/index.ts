export {
  ApiError,
  NETWORK_ERROR_CODE,
  apiErrorFromResponse,
  isApiError,
  parseApiErrorBody,
} from './api-error';
export type { ApiErrorBody } from './api-error';
export {
  API_BASE_PATH,
  apiFetch,
  apiPath,
  apiRequest,
  buildApiUrl,
  serializeQuery,
} from './api-fetch';
export type { ApiFetchOptions, ApiResponse, HttpMethod, QueryParams } from './api-fetch';
export { submitOrder } from './submit-order';
export type { SubmitOrderOptions, SubmitOrderResult } from './submit-order';
export { createQueryClient, shouldRetryQuery } from './query-client';
export {
  cachedCatalogProduct,
  catalogProductKey,
  getProductsByIds,
  rememberCatalogProducts,
} from './catalog-products';
