// The part of zod the storefront's browser code uses. Listed by name so that the one shared
// copy the page loads holds these and what they need, not the whole library (its locales and
// codecs weigh more than the schemas themselves).
export {
  array,
  boolean,
  custom,
  discriminatedUnion,
  email,
  enum,
  literal,
  looseObject,
  number,
  object,
  record,
  strictObject,
  string,
  union,
  unknown,
  ZodError,
} from 'zod';
export type { infer, input, output, ZodType } from 'zod';
