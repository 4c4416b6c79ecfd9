export { getAuthHealth, isApiAvailable } from '../endpoints/auth/health.ts';
