// Runs the test agents until stopped: `tsx test/helpers/live-agent/main.ts PORT`. Playwright
// starts it as a web server; it prints its origin once listening.
import { startLiveAgents } from './server';

const port = Number(process.argv[2] ?? 0);
const agents = await startLiveAgents(port);
console.log(`live agents on ${agents.origin}`);
const stop = () => void agents.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
