import type { Role } from '@eventdesk/shared';
import { parseArgs } from 'node:util';
import type { DataSource } from 'typeorm';

// The application's modules (about 2 s to load) are loaded by the commands that need them: the usage prints at once.

process.env.TZ = 'UTC';

const USAGE = `Eventdesk command line (for operators)

  npm run cli -- create-user --email E --password P --name N [--superadmin] [--event ID --role ROLE [--company ID]]
  npm run cli -- migrate                run the pending database migrations
  npm run cli -- seed                   create the first superadmin and the demo data on an empty database
  npm run cli -- reset-2fa --email E    remove a user's two-factor setup (they enrol again at next sign-in)

Configuration comes from the same environment variables as the server (DATABASE_URL, DATA_DIR, …).`;

class CliError extends Error {}

/** The application context (migrations run as it starts), handed to `fn`, then closed. */
async function withApp<T>(fn: (get: <S>(token: unknown) => S) => Promise<T>): Promise<T> {
  // The configuration first: a wrong one is told before the application is loaded.
  const { loadConfig } = await import('./platform/config/config.js');
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  await import('reflect-metadata');
  const [{ NestFactory }, { AppModule }] = await Promise.all([import('@nestjs/core'), import('./app.module.js')]);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'], abortOnError: false });
  try {
    return await fn((token) => app.get(token as never));
  } finally {
    await app.close();
  }
}

async function createUser(args: string[]): Promise<string> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      superadmin: { type: 'boolean', default: false },
      event: { type: 'string' },
      role: { type: 'string' },
      company: { type: 'string' },
    },
  });
  const { ROLES, userSchema, validate } = await import('@eventdesk/shared');
  const input = validate(
    userSchema,
    {
      name: values.name,
      email: values.email,
      password: values.password,
      password_confirmation: values.password,
      is_superadmin: values.superadmin,
    },
    'en',
  );
  if (!input.ok)
    throw new CliError(
      Object.entries(input.errors)
        .map(([f, m]) => `--${f.replace('_confirmation', '')}: ${m.join('; ')}`)
        .join('\n'),
    );
  if (!input.data.password) throw new CliError('--password: This field is required');
  if (values.event && !(ROLES as readonly string[]).includes(values.role ?? ''))
    throw new CliError(`--role must be one of ${ROLES.join(', ')}`);
  const { UsersService } = await import('./platform/users/users.service.js');
  return withApp(async (get) => {
    const users = get<InstanceType<typeof UsersService>>(UsersService);
    const user = await users.create(input.data);
    if (values.event) {
      await users.saveEventRoles(user.id, {
        eventRoles: [
          { id: Number(values.event), role: values.role as Role, event_company_id: values.company ? Number(values.company) : null },
        ],
      });
    }
    return `Created user #${user.id} ${user.email}${user.is_superadmin ? ' (superadmin)' : ''}${values.event ? ` with role ${values.role} in event ${values.event}` : ''}`;
  });
}

async function reset2fa(args: string[]): Promise<string> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' } } });
  if (!values.email) throw new CliError('--email is required');
  const [{ getDataSourceToken }, { User }] = await Promise.all([import('@nestjs/typeorm'), import('./platform/users/user.entity.js')]);
  return withApp(async (get) => {
    const repo = get<DataSource>(getDataSourceToken()).getRepository(User);
    const user = await repo.findOneBy({ email: values.email!.trim().toLowerCase() });
    if (!user) throw new CliError(`No user with e-mail ${values.email}`);
    await repo.update(user.id, { twoFactorSecret: null, twoFactorRecoveryCodes: null, twoFactorConfirmedAt: null });
    return `Two-factor authentication removed for ${user.email}; they will enrol again at their next sign-in.`;
  });
}

const COMMANDS: Record<string, (args: string[]) => Promise<string>> = {
  'create-user': createUser,
  // Migrations run when the application context starts (migrationsRun).
  migrate: async () => {
    const { getDataSourceToken } = await import('@nestjs/typeorm');
    return withApp(async (get) => {
      const db = get<DataSource>(getDataSourceToken());
      return `Database is up to date: ${db.migrations.length} migrations applied.`;
    });
  },
  seed: async () => {
    const { SeedService } = await import('./seed/seed.service.js');
    return withApp(async (get) => {
      const { logins } = await get<InstanceType<typeof SeedService>>(SeedService).seedIfEmpty();
      return logins.length
        ? `Seeded. Logins:\n${logins.map((l) => `  ${l.label}: ${l.email} / ${l.password}`).join('\n')}`
        : 'Nothing to seed.';
    });
  },
  'reset-2fa': reset2fa,
};

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const run = command ? COMMANDS[command] : undefined;
  if (!run) {
    console.log(USAGE);
    process.exit(command && command !== 'help' && command !== '--help' ? 2 : 0);
  }
  console.log(await run(args));
}

main().catch(async (err: Error) => {
  if (err instanceof CliError) {
    console.error(err.message);
    process.exit(1);
  }
  const [{ t }, { AppException }, { ConfigError }] = await Promise.all([
    import('@eventdesk/shared'),
    import('./platform/common/errors.js'),
    import('./platform/config/config.js'),
  ]);
  if (err instanceof ConfigError) console.error(err.message);
  else if (err instanceof AppException) {
    const fields = Object.entries(err.fieldKeys ?? {}).map(([field, keys]) => `${field}: ${keys.map((k) => t('en', k)).join('; ')}`);
    console.error(`Refused: ${[t('en', err.messageKey, err.params), ...fields].join('\n  ')}`);
  } else console.error(`Failed: ${err.message}`);
  process.exit(1);
});
