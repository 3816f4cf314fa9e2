// A laptop's sync in a child process that stops at a checkpoint and waits there to be killed (kill -9 test).
import { register } from 'tsx/esm/api';

register();
const { runChild } = await import('./sync-child-main.ts');
await runChild(process.argv[2], process.argv[3]);
