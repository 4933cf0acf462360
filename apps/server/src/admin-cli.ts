import { ROLES, roleSchema, type Role } from '@forja/contracts';
import { createUsers } from './modules/users/users.module.js';
import { boot, exitWithStartupError, openConfiguredDatabase } from './runtime.js';

const USAGE = `Usage: npm run admin -- grant EMAIL | revoke EMAIL | role EMAIL ${ROLES.join('|')}`;

/** `grant` makes an administrator, `revoke` a plain user, `role` sets any role. */
function parse(args: string[]): { email: string; role: Role } | null {
  const [command, email, role] = args;
  if (!email) return null;
  if (command === 'grant' && args.length === 2) return { email, role: 'admin' };
  if (command === 'revoke' && args.length === 2) return { email, role: 'user' };
  const parsed = roleSchema.safeParse(role);
  if (command === 'role' && parsed.success) return { email, role: parsed.data };
  return null;
}

async function main() {
  const request = parse(process.argv.slice(2));
  if (!request) {
    console.error(USAGE);
    process.exit(2);
  }
  const { config } = boot();
  const database = await openConfiguredDatabase(config);
  try {
    const found = await createUsers(database.db).setRole(request.email, request.role);
    if (!found) {
      console.error(`No account with the e-mail ${request.email}.`);
      process.exitCode = 1;
    } else {
      console.log(`${request.email} now has the role ${request.role}.`);
    }
  } finally {
    await database.close();
  }
}

main().catch(exitWithStartupError);
