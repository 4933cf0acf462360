import { createUsers } from './modules/users/users.module.js';
import { boot, exitWithStartupError, openConfiguredDatabase } from './runtime.js';

/** `npm run admin -- grant EMAIL` / `revoke EMAIL`: change who is an administrator. */
async function main() {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error('Usage: npm run admin -- grant EMAIL | revoke EMAIL');
    process.exit(2);
  }
  const { config } = boot();
  const database = await openConfiguredDatabase(config);
  try {
    const found = await createUsers(database.db).setAdmin(email, command === 'grant');
    if (!found) {
      console.error(`No account with the e-mail ${email}.`);
      process.exitCode = 1;
    } else {
      console.log(`${email} is ${command === 'grant' ? 'now' : 'no longer'} an administrator.`);
    }
  } finally {
    await database.close();
  }
}

main().catch(exitWithStartupError);
