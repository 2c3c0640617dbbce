// Where the collector listens, apart from the schemas: the shell's start-up code imports only
// this, without the validation code the gateway uses.

/** The SDK's `api_host` is `<origin>` + base; it appends `/track/` and `/engage/`. */
export const COLLECTOR_PATHS = {
  base: '/collect',
  track: '/collect/track',
  engage: '/collect/engage',
} as const;
