export { authMiddleware, requireSignedIn, sessionTokenFrom } from './auth-middleware';
export {
  openSession,
  resolveSession,
  canonicalPhone,
  countryIdForPhone,
  toSessionCustomer,
  authContextFor,
} from './auth-service';
export { GUEST } from './auth-types';
export type { AuthContext, Role, SessionCustomer } from './auth-types';
export { SESSION_COOKIE } from './tokens';
