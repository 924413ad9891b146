import 'reflect-metadata';
// First: traces, when configured, are set up before the app's modules load.
import './observe/tracing-init';
import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const running = await startServer(config, {
    seed: process.env.SEED !== 'false' && config.env !== 'production' ? true : process.env.SEED === 'true',
    seedRange: process.env.SEED_RANGE === 'on',
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.deps.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => process.exit(1), config.drainTimeoutMs);
    force.unref();
    running.close().then(
      () => process.exit(0),
      (e) => {
        running.deps.log.error({ err: e }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((e) => {
  console.error('Failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
