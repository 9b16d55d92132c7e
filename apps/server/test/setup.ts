import { setPasswordHashCost } from '../src/platform/passwords.js';

/**
 * Every API test file hashes passwords at the cheap test cost (PASSWORD_HASH_COST=test, as the
 * e2e server does): members made by createMember, registrations and password changes alike.
 * Verifying reads the parameters from the hash, so sign-in runs the production code unchanged.
 */
setPasswordHashCost('test');
