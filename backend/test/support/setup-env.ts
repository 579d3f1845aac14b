import { setPasswordCost } from '../../src/platform/common/passwords';

// Cheap bcrypt in tests (test-app.ts also sets BCRYPT_ROUNDS for the app); production uses 12 rounds.
setPasswordCost(4);
process.env.TZ = 'UTC';
