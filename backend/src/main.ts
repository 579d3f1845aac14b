import 'reflect-metadata';
import { createApp } from './app.factory';
import { clockOfStart, type Clock } from './platform/common/clock';
import { ConfigError, loadConfig, type AppConfig } from './platform/config/config';
import { boundHeapGrowth } from './platform/config/heap-growth';
import { createDataSource } from './platform/database/data-source';
import { SeedService } from './seed/seed.service';

process.env.TZ = 'UTC';
boundHeapGrowth();

async function main(): Promise<void> {
  let config: AppConfig;
  let clock: Clock;
  try {
    config = loadConfig();
    clock = clockOfStart();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await checkDatabase(config);
  const app = await createApp(config, { clock });
  const seeded = await app.get(SeedService).seedIfEmpty();
  // Every interface, as Express listened (Fastify alone would take only localhost: unreachable in a container).
  await app.listen(config.port, '0.0.0.0');
  const lines = [
    '',
    `Eventdesk is running at ${config.appUrl}/ (staff) and ${config.appUrl}/myarea/ (attendees)`,
    `Database: ${config.database.type === 'sqlite' ? config.database.path : `${config.database.host}/${config.database.database}`}`,
    ...seeded.logins.map((l) => `  ${l.label.padEnd(12)} ${l.email} / ${l.password}`),
  ];
  if (seeded.logins.length) lines.splice(3, 0, 'Logins created on this empty database (2FA enrolment on first sign-in):');
  if (seeded.noUser) {
    lines.push(
      'No user exists and no ADMIN_EMAIL/ADMIN_PASSWORD is set, so nobody can sign in yet. Create the first superadmin with:',
      '  npm run cli -- create-user --superadmin --name "Your Name" --email you@example.com --password \'a long passphrase\'',
      '  (in Docker: docker compose exec app node backend/dist/cli.js create-user --superadmin …)',
    );
  }
  if (seeded.attendeeSite) {
    const { token, email } = seeded.attendeeSite;
    lines.push(`Attendee site: ${config.appUrl}/myarea/#/${token}/login (${email}, code by e-mail: see the development outbox / log)`);
  }
  console.log(lines.join('\n') + '\n');
}

/** Connects once before the framework starts, so that an unreachable database is one clear line. */
async function checkDatabase(config: AppConfig): Promise<void> {
  const db = createDataSource(config.database, []);
  try {
    await db.initialize();
  } catch (err) {
    const e = err as Error & { code?: string };
    const where =
      config.database.type === 'sqlite'
        ? config.database.path
        : `${config.database.host}:${config.database.port}/${config.database.database}`;
    console.error(`Eventdesk could not start: the database at ${where} is not reachable: ${e.message}${e.code ? ` (${e.code})` : ''}`);
    process.exit(1);
  }
  await db.destroy();
}

main().catch((err: Error & { code?: string }) => {
  console.error(`Eventdesk could not start: ${err.message}${err.code ? ` (${err.code})` : ''}`);
  process.exit(1);
});
