export {
  AppError,
  isAppError,
  badRequest,
  validationFailed,
  unauthorized,
  forbidden,
  notFound,
  conflict,
  payloadTooLarge,
  unsupportedMediaType,
  unprocessable,
  tooManyRequests,
} from './app-error';
export type { AppErrorOptions, FieldErrors } from './app-error';
export { errorMiddleware, notFoundHandler, errorBody } from './error-middleware';
export type { ErrorBody } from './error-middleware';
