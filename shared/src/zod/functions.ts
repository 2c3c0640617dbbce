// The part of zod the storefront's browser code uses, from zod/mini: its functional API
// (`z.optional(s)`, `s.check(z.minLength(1))`, `z.extend(a, {...})`) leaves every function a
// schema does not call out of the bundle, where the classic API's methods bring the whole of
// zod's core with every schema. Listed by name so that the one shared copy the page loads
// holds these and what they need, not the whole library (its locales and codecs weigh more
// than the schemas themselves). zod/mini does not load the English messages: the gateway's
// classic zod does, for the 400 answers that carry them.
export {
  _default,
  array,
  boolean,
  custom,
  describe,
  discriminatedUnion,
  email,
  enum,
  extend,
  gte,
  int,
  literal,
  looseObject,
  lte,
  maxLength,
  minLength,
  nonnegative,
  nullable,
  number,
  object,
  omit,
  optional,
  pipe,
  positive,
  record,
  refine,
  regex,
  strictObject,
  string,
  transform,
  trim,
  union,
  unknown,
  url,
} from 'zod/mini';
export type { infer, input, output, ZodMiniType as ZodType } from 'zod/mini';
