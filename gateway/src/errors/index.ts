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
