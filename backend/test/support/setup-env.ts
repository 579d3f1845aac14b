// Cheap bcrypt in tests; production uses 12 rounds.
process.env.BCRYPT_ROUNDS = '4';
process.env.TZ = 'UTC';
